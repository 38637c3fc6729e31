import { formatThousands } from "../format/money";
import { type PriceDisplaySite, priceDisplay } from "../pricing/price-display";
import type { Car } from "../schemas/car";
import { preferSimple } from "../stock/simple-or-detailed";
import { engineSizeText } from "../stock/spec-text";

export { COMPARE_LIMIT } from "./compare-limit";

/** Shown for a fact the feed does not give. */
export const COMPARE_MISSING = "—";

/** Which way is better for a numeric row: lower (price, km) or higher (year). */
type Better = "lower" | "higher";

interface RowSpec {
  key: string;
  label: string;
  text(car: Car, site: PriceDisplaySite): string | null;
  /** The number compared for "best", when the row has one. */
  number?(car: Car, site: PriceDisplaySite): number | null;
  better?: Better;
}

const present = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The rows of the compare table, in order (issue 5 §5 compare). */
const ROWS: readonly RowSpec[] = [
  {
    key: "price",
    label: "Price",
    text: (car, site) => priceDisplay(car, site).text,
    number: (car, site) => priceDisplay(car, site).amount,
    better: "lower",
  },
  {
    key: "year",
    label: "Year",
    text: (car) => (car.year != null ? String(car.year) : null),
    number: (car) => car.year ?? null,
    better: "higher",
  },
  {
    key: "km",
    label: "Kilometres",
    text: (car) => (car.km != null ? `${formatThousands(car.km)} km` : null),
    number: (car) => car.km ?? null,
    better: "lower",
  },
  { key: "body", label: "Body", text: (car) => present(preferSimple(car, "body")) },
  {
    key: "transmission",
    label: "Transmission",
    text: (car) => present(preferSimple(car, "transmission")),
  },
  { key: "fuel", label: "Fuel", text: (car) => present(preferSimple(car, "fuel")) },
  {
    key: "engine",
    label: "Engine",
    text: (car) => engineSizeText(car),
  },
  { key: "seats", label: "Seats", text: (car) => (car.seats ? String(car.seats) : null) },
  { key: "colour", label: "Colour", text: (car) => present(car.colour) },
  {
    key: "location",
    label: "Location",
    text: (car) => present(car.location?.name ?? car.location_name ?? car.city),
  },
];

export interface CompareRow {
  key: string;
  label: string;
  /** One text per car, in the cars' order; COMPARE_MISSING when unknown. */
  values: string[];
  /** True when the cars do not all show the same value (a missing value counts as one). */
  differs: boolean;
  /** Indexes of the cars with the best value of a numeric row, only when the row differs. */
  best: number[];
}

/** Case and spacing never make two values differ ("Automatic" = "automatic "). */
const same = (value: string) => value.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * The side-by-side comparison of `cars` on `site`: price through §4 price display, then year,
 * km, body, transmission, fuel, engine, seats, colour and location, each flagged when the cars
 * differ, with the lowest price and km and the newest year marked as best.
 */
export function compareTable(cars: readonly Car[], site: PriceDisplaySite): CompareRow[] {
  return ROWS.map((row) => {
    const values = cars.map((car) => row.text(car, site) ?? COMPARE_MISSING);
    const differs = new Set(values.map(same)).size > 1;
    return { key: row.key, label: row.label, values, differs, best: differs ? bestOf(row) : [] };
  });

  function bestOf(row: RowSpec): number[] {
    if (!row.number || !row.better) return [];
    const numbers = cars.map((car) => row.number?.(car, site) ?? null);
    const known = numbers.filter((n): n is number => n !== null);
    if (new Set(known).size < 2) return [];
    const target = row.better === "lower" ? Math.min(...known) : Math.max(...known);
    return numbers.flatMap((n, i) => (n === target ? [i] : []));
  }
}
