import type { Car } from "../schemas/car";
import { RANGE_FIELDS, type RangeField } from "../schemas/search-state";
import { type PairedFact, preferSimple, SIMPLE_AND_DETAILED } from "../stock/simple-or-detailed";

/**
 * How a car maps to facet values (§3 Search state refinements). A refinement
 * matches a car when one of these strings equals one of its values; engines and
 * the test oracle share this one definition.
 */

/** Range fields whose facet is only min/max stats: their values are too many to list. */
export const STATS_ONLY_FIELDS: readonly string[] = [
  "price",
  "km",
  "subscription_price",
  "weekly_price",
];

/** §9 price ranges: lower bounds of the price_range buckets (the last is open). */
export const PRICE_RANGE_BOUNDS = [
  0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 150_000,
  200_000,
] as const;
/** Weekly price range buckets ($ per week), same shape as the price ranges. */
export const WEEKLY_RANGE_BOUNDS = [0, 100, 150, 200, 250, 300, 400, 500] as const;

/** "min-max" bucket of `value` (last bucket "min+"); null for a missing or non-positive value. */
export function rangeBucketOf(
  value: number | null | undefined,
  bounds: readonly number[],
): string | null {
  if (value == null || !(value > 0)) return null;
  for (let i = bounds.length - 1; i >= 0; i--) {
    const lower = bounds[i] as number;
    if (value >= lower) {
      const upper = bounds[i + 1];
      return upper === undefined ? `${lower}+` : `${lower}-${upper}`;
    }
  }
  return null;
}

/** Lower bound of a range value such as "10000-20000", "200000+" or "$10,000 to $20,000". */
export function rangeLowerBound(value: string): number | null {
  const match = /-?\d[\d,]*(\.\d+)?/.exec(value);
  if (!match) return null;
  const n = Number(match[0].replace(/,/g, ""));
  return Number.isFinite(n) ? n : null;
}

function stringsOf(raw: unknown): string[] {
  if (raw == null) return [];
  if (Array.isArray(raw)) return raw.flatMap(stringsOf);
  if (typeof raw === "string") return raw === "" ? [] : [raw];
  if (typeof raw === "number") return Number.isFinite(raw) ? [String(raw)] : [];
  if (typeof raw === "boolean") return [String(raw)];
  return [];
}

function field(car: Car, name: string): unknown {
  return (car as Record<string, unknown>)[name];
}

function firstPresent(car: Car, names: readonly string[]): unknown {
  for (const name of names) {
    const v = field(car, name);
    if (v != null && v !== "") return v;
  }
  return null;
}

/** How to read a field's raw facet value off a car, chosen once per field name. */
function rawFacetReader(name: string): (car: Car) => unknown {
  // Body, transmission, fuel and drive: the simple value first, as every summary reads it.
  if (Object.hasOwn(SIMPLE_AND_DETAILED, name)) {
    const fact = name as PairedFact;
    return (car) => preferSimple(car, fact);
  }
  switch (name) {
    case "location_name":
      return (car) => firstPresent(car, ["location_name"]) ?? car.location?.name ?? null;
    case "location_slug":
      return (car) => car.location?.slug ?? null;
    case "make_model":
      return (car) => {
        const own = field(car, "make_model");
        if (own != null && own !== "") return own;
        return car.make && car.model ? `${car.make} ${car.model}` : null;
      };
    case "price_range":
      return (car) => field(car, "price_range") ?? rangeBucketOf(car.price, PRICE_RANGE_BOUNDS);
    case "weekly_price_range":
      return (car) =>
        field(car, "weekly_price_range") ?? rangeBucketOf(car.weekly_price, WEEKLY_RANGE_BOUNDS);
    default:
      return (car) => field(car, name);
  }
}

const NO_VALUES: readonly string[] = Object.freeze([]);

/**
 * The facet values of one field, as a function of the car: the field's rule is chosen
 * once, so an engine reading a field off every car of a site pays only the read. The
 * result is shared and frozen when the car has no value; callers must not change it.
 */
export function facetValuesReader(name: string): (car: Car) => readonly string[] {
  const raw = rawFacetReader(name);
  return (car) => {
    const v = raw(car);
    // The common case, one non-empty string, without the general conversion.
    if (typeof v === "string") return v === "" ? NO_VALUES : [v];
    if (v == null) return NO_VALUES;
    const values = stringsOf(v);
    return values.length < 2 ? values : [...new Set(values)];
  };
}

/** The distinct facet values of `car` for a refinement field (or location_slug, dealership_slug). */
export function facetValuesOf(car: Car, name: string): string[] {
  return [...facetValuesReader(name)(car)];
}

export function isRangeField(name: string): name is RangeField {
  return (RANGE_FIELDS as readonly string[]).includes(name);
}

/** The number a range filter (`range[field]=min:max`) compares; null when missing. */
export function rangeValueOf(car: Car, name: RangeField): number | null {
  const v = field(car, name);
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}
