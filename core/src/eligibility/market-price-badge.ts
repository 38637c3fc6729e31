import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { showsSoldView } from "../stock/availability";

const positive = (n: number | null | undefined): n is number =>
  typeof n === "number" && Number.isFinite(n) && n > 0;

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
 * market price (the national average when there is no state average). Never on a sold car:
 * "below market" is an invitation to buy (issue 15 §2).
 */
export function marketPriceBadge(
  car: Pick<Car, "price" | "autograb_data" | "status" | "sold">,
  site: { features: Pick<SiteConfig["features"], "marketPriceBadge"> },
  reading: MarketBadgeReading = "at-least-500",
): MarketPriceBadge {
  const stateAvg = car.autograb_data?.state_average_market_price;
  const nationalAvg = car.autograb_data?.average_market_price;
  const reference = positive(stateAvg) ? "state" : positive(nationalAvg) ? "national" : null;
  const average = reference === "state" ? stateAvg : reference === "national" ? nationalAvg : null;
  const price = car.price;
  if (average == null || !positive(price)) return { visible: false, reference, belowBy: null };
  const belowBy = average - price;
  const visible =
    site.features.marketPriceBadge &&
    !showsSoldView(car) &&
    belowBy >= MARKET_BADGE_THRESHOLD[reading];
  return { visible, reference, belowBy };
}
