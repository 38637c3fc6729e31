import type { Car } from "../schemas/car";
import type { ViewedCar } from "../schemas/shopper";

/** How many viewed cars the browser keeps (the spec gives none; enough for "recently viewed"). */
export const VIEWED_CARS_LIMIT = 20;

/** §3 Local storage: a viewed car keeps id, stocknum, make, model, body and simple_body. */
export function viewedCarOf(
  car: Pick<Car, "id" | "stocknum" | "make" | "model" | "body" | "simple_body">,
): ViewedCar {
  return {
    id: car.id,
    stocknum: car.stocknum ?? null,
    make: car.make ?? null,
    model: car.model ?? null,
    body: car.body ?? null,
    simple_body: car.simple_body ?? null,
  };
}

/**
 * The viewed-cars list after viewing `car`: most recent first, each car once (a repeat view moves
 * it to the front with its latest fields), at most `limit` entries.
 */
export function recordViewedCar(
  list: readonly ViewedCar[],
  car: ViewedCar,
  limit = VIEWED_CARS_LIMIT,
): ViewedCar[] {
  return [car, ...list.filter((c) => c.id !== car.id)].slice(0, Math.max(0, limit));
}

const OPTIONAL_FIELDS = ["stocknum", "make", "model", "body", "simple_body"] as const;

/** One stored entry as the ViewedCar schema reads it (known fields only), or null when it fails. */
function storedViewedCar(entry: unknown): ViewedCar | null {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return null;
  const record = entry as Record<string, unknown>;
  if (typeof record.id !== "string") return null;
  const car: ViewedCar = { id: record.id };
  for (const field of OPTIONAL_FIELDS) {
    const value = record[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== "string") return null;
    car[field] = value;
  }
  return car;
}

/**
 * The viewed-cars list read back from local storage, entry by entry: an entry the ViewedCar
 * schema would refuse (edited by hand, an old shape) is dropped and the rest are kept. It reads
 * exactly as `ViewedCar.safeParse` does (a property test holds it to that) without zod, so the
 * vehicle page does not ship a schema library to check six strings.
 */
export function viewedCarsFromStorage(value: unknown): ViewedCar[] {
  if (!Array.isArray(value)) return [];
  return value.map(storedViewedCar).filter((car): car is ViewedCar => car !== null);
}
