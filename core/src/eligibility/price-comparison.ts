import type { Car } from "../schemas/car";
import type { PriceComparison } from "../schemas/finance";
import type { SiteConfig } from "../schemas/site-config";

/** §5: the price-comparison block needs confidence above 0.2. */
export const PRICE_COMPARISON_MIN_CONFIDENCE = 0.2;

const present = (n: number | null | undefined): n is number =>
  typeof n === "number" && Number.isFinite(n);

/**
 * §5 price-comparison block: shown only if fill, listing_price, market min and max and
 * confidence all exist, confidence > 0.2 and the market maximum is not below the listing price.
 */
export function showPriceComparison(
  data:
    | Partial<
        Pick<
          PriceComparison,
          "fill" | "listing_price" | "market_range_min" | "market_range_max" | "confidence"
        >
      >
    | null
    | undefined,
): boolean {
  if (!data) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = data;
  if (!present(fill) || !present(listing_price) || !present(market_range_min)) return false;
  if (!present(market_range_max) || !present(confidence)) return false;
  return confidence > PRICE_COMPARISON_MIN_CONFIDENCE && market_range_max >= listing_price;
}

/** §5: the badge shows at least 500 below the average ("$499 or more" in another reading). */
export type MarketBadgeReading = "at-least-500" | "499-or-more";
export const MARKET_BADGE_THRESHOLD: Record<MarketBadgeReading, number> = {
  "at-least-500": 500,
  "499-or-more": 499,
};

export type MarketPriceBadge = {
  visible: boolean;
  /** Which average the car was compared with: the state's, else the national one. */
  reference: "state" | "national" | null;
  /** How far below the reference the price is (negative when above); null without data. */
  belowBy: number | null;
};

/**
 * §5 market-price badge: shown when the car is at least 500 below the state average
 * market price (the national average when there is no state average).
 */
export function marketPriceBadge(
  car: Pick<Car, "price" | "autograb_data">,
  site: { features: Pick<SiteConfig["features"], "marketPriceBadge"> },
  reading: MarketBadgeReading = "at-least-500",
): MarketPriceBadge {
  const stateAvg = car.autograb_data?.state_average_market_price;
  const nationalAvg = car.autograb_data?.average_market_price;
  const reference =
    present(stateAvg) && stateAvg > 0
      ? "state"
      : present(nationalAvg) && nationalAvg > 0
        ? "national"
        : null;
  const average = reference === "state" ? stateAvg : reference === "national" ? nationalAvg : null;
  const price = car.price;
  if (average == null || !present(price) || price <= 0)
    return { visible: false, reference, belowBy: null };
  const belowBy = average - price;
  const visible = site.features.marketPriceBadge && belowBy >= MARKET_BADGE_THRESHOLD[reading];
  return { visible, reference, belowBy };
}
