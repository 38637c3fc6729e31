import { showPriceComparison } from "../eligibility/price-comparison";
import { formatMoney } from "../format/money";
import type { PriceComparison } from "../schemas/finance";

/** §9 gauge animation 2 to 2.5 s: the needle sweeps to the listing in 2.25 s. */
export const GAUGE_ANIMATION_MS = 2250;

/** What the §2 price-comparison gauge draws and says. */
export type PriceGauge = {
  /** Where the needle rests, 0 (market minimum) to 1 (market maximum). */
  needle: number;
  /** Where the listing sits: under the market range or inside it (§5 hides it above). */
  position: "below" | "within";
  listing: string;
  min: string;
  max: string;
  /** "Listed at $25,990; market range $24,000–$28,000". */
  summary: string;
  description: string | null;
};

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * §2/§5 the price-comparison gauge for an autogauge response, or null when §5 hides the
 * block (a missing field, confidence 0.2 or less, or a market maximum below the listing).
 */
export function priceGauge(data: Partial<PriceComparison> | null | undefined): PriceGauge | null {
  if (!data || !showPriceComparison(data)) return null;
  const fill = data.fill as number;
  const listingPrice = data.listing_price as number;
  const minPrice = data.market_range_min as number;
  const listing = formatMoney(listingPrice);
  const min = formatMoney(minPrice);
  const max = formatMoney(data.market_range_max as number);
  return {
    needle: clamp01(fill),
    position: listingPrice < minPrice ? "below" : "within",
    listing,
    min,
    max,
    summary: `Listed at ${listing}; market range ${min}–${max}`,
    description: data.description?.trim() || null,
  };
}
