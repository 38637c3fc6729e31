import type { PriceComparison } from "../schemas/finance";

/** §5: the price-comparison block needs confidence above 0.2. */
export const PRICE_COMPARISON_MIN_CONFIDENCE = 0.2;

/** "Exists" in §5: a finite number (null, undefined and NaN do not count; 0 does). */
const exists = (n: number | null | undefined): n is number =>
  typeof n === "number" && Number.isFinite(n);

type ComparisonFields = Partial<
  Pick<
    PriceComparison,
    "fill" | "listing_price" | "market_range_min" | "market_range_max" | "confidence"
  >
>;

/**
 * §5 price-comparison block: shown only if fill, listing_price, market min and max and
 * confidence all exist, confidence > 0.2 and the market maximum is not below the listing price.
 */
export function showPriceComparison(data: ComparisonFields | null | undefined): boolean {
  if (!data) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = data;
  if (!exists(fill) || !exists(market_range_min)) return false;
  if (!exists(listing_price) || !exists(market_range_max) || !exists(confidence)) return false;
  return confidence > PRICE_COMPARISON_MIN_CONFIDENCE && market_range_max >= listing_price;
}
