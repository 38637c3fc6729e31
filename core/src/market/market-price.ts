import { formatMoney, formatThousands } from "../format/money";
import type { Car } from "../schemas/car";
import type { PriceComparison } from "../schemas/finance";

/**
 * Forecourt's autogauge (§7 GET …/autogauge; the spec shows only the fields):
 * a market range from comparable stock in the platform's own data.
 * Comparable: another car of the same make and model, at most 2 model years
 * apart, within 40,000 km (or 40 %) of its odometer, priced above $200.
 */
export const COMPARABLE_YEAR_SPAN = 2;
export const COMPARABLE_KM_SPAN = 40_000;
export const COMPARABLE_KM_RATIO = 0.4;
export const MIN_MARKET_PRICE = 200;

type PricedCar = Pick<Car, "id" | "make" | "model" | "year" | "km" | "price">;

/** What makes another car comparable to a vehicle: a listed car, or one not listed (a trade-in). */
export type MarketVehicle = Pick<Car, "make" | "model" | "year" | "km">;

/** The 10th–90th percentile of comparable prices, rounded to $10. */
export interface MarketRange {
  market_range_min: number;
  market_range_max: number;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `other` is comparable market evidence for `car`. */
export function isComparable(car: MarketVehicle & { id?: string }, other: PricedCar): boolean {
  if (other.id === car.id || !same(car.make, other.make) || !same(car.model, other.model))
    return false;
  if ((other.price ?? 0) <= MIN_MARKET_PRICE) return false;
  if (
    car.year != null &&
    (other.year == null || Math.abs(other.year - car.year) > COMPARABLE_YEAR_SPAN)
  ) {
    return false;
  }
  if (car.km != null && other.km != null) {
    const span = Math.max(COMPARABLE_KM_SPAN, car.km * COMPARABLE_KM_RATIO);
    if (Math.abs(other.km - car.km) > span) return false;
  }
  return true;
}

/** Linear-interpolated percentile (0–1) of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError("percentile of an empty list");
  const rank = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (rank - lo);
}

const round10 = (n: number) => Math.round(n / 10) * 10;

/** The prices of `stock` comparable to `vehicle`, lowest first. */
function comparablePrices(
  vehicle: MarketVehicle & { id?: string },
  stock: readonly PricedCar[],
): number[] {
  return stock
    .filter((other) => isComparable(vehicle, other))
    .map((other) => other.price as number)
    .sort((a, b) => a - b);
}

const rangeOf = (sorted: readonly number[]): MarketRange => ({
  market_range_min: round10(percentile(sorted, 0.1)),
  market_range_max: round10(percentile(sorted, 0.9)),
});

/**
 * The market range for a vehicle that has no listing price (a trade-in, issue 31 §1): the same
 * comparables and percentiles as marketPriceComparison. Null without comparables.
 */
export function marketRange(
  vehicle: MarketVehicle,
  stock: readonly PricedCar[],
): MarketRange | null {
  const prices = comparablePrices(vehicle, stock);
  return prices.length === 0 ? null : rangeOf(prices);
}

/**
 * The §3 price-comparison response for `car` from `stock`: the 10th–90th
 * percentile range of comparable prices, `fill` (where the listing sits in the
 * range, 0–1), a confidence growing with the number of comparables and falling
 * with their spread, and a sentence for shoppers. Null without a listing price
 * or without comparables ('No data returned', §8).
 */
export function marketPriceComparison(
  car: PricedCar,
  stock: readonly PricedCar[],
): PriceComparison | null {
  const listing = car.price;
  if (listing == null || listing <= MIN_MARKET_PRICE) return null;
  const prices = comparablePrices(car, stock);
  if (prices.length === 0) return null;
  const { market_range_min: min, market_range_max: max } = rangeOf(prices);
  const median = percentile(prices, 0.5);
  const mean = prices.reduce((s, p) => s + p, 0) / prices.length;
  const sd = Math.sqrt(prices.reduce((s, p) => s + (p - mean) ** 2, 0) / prices.length);
  const spreadPenalty = Math.min(0.6, sd / mean);
  const confidence =
    Math.round((prices.length / (prices.length + 3)) * (1 - spreadPenalty) * 100) / 100;
  const fill = max === min ? 0.5 : Math.min(1, Math.max(0, (listing - min) / (max - min)));
  return {
    fill: Math.round(fill * 100) / 100,
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence,
    description: describe(listing, median, prices.length, car),
  };
}

function describe(listing: number, median: number, count: number, car: PricedCar): string {
  const gap = Math.round(median - listing);
  const similar = `${count} similar ${car.make ?? ""} ${car.model ?? ""}`
    .replace(/\s+/g, " ")
    .trim();
  const basis = `the median of ${similar}${count === 1 ? "" : "s"}${
    car.km != null ? ` near ${formatThousands(car.km)} km` : ""
  }`;
  if (gap >= 500) return `Priced ${formatMoney(gap)} below ${basis}.`;
  if (gap <= -500) return `Priced ${formatMoney(-gap)} above ${basis}.`;
  return `Priced in line with ${basis}.`;
}
