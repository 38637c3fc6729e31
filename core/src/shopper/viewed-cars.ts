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
