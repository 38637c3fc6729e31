import { DEFAULT_TIME_ZONE } from "../format/date";
import {
  type PriceDisplayCar,
  type PriceDisplaySite,
  priceDisplay,
} from "../pricing/price-display";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { showsSoldView } from "../stock/availability";
import {
  type CardRepaymentCar,
  type CardWeeklyRepayment,
  cardWeeklyRepayment,
} from "./card-repayment";
import { type FinanceEstimate, financeEstimate } from "./estimate";
import type { EstimateCar } from "./estimate-visibility";

/**
 * Whether a car's page and card quote finance at all: not when it is shown at its subscription
 * price (§4 precedence). Its weekly fee is then the price the shopper sees, and a repayment on a
 * purchase price the page never shows ("$214/wk Subscription" over "$167/wk") tells two stories
 * about what the car costs a week.
 */
export function quotesFinance(car: PriceDisplayCar, site: PriceDisplaySite): boolean {
  return priceDisplay(car, site).kind !== "subscription";
}

/**
 * The car card's weekly repayment (§2), where the card quotes finance: never on a sold car,
 * which nobody can finance any more (issue 37: a sold caravan's card read "$377/wk").
 */
export function shownCardWeekly(
  car: CardRepaymentCar & PriceDisplayCar & Partial<Pick<Car, "status" | "sold">>,
  site: PriceDisplaySite & Pick<SiteConfig, "finance">,
): CardWeeklyRepayment | null {
  if (showsSoldView({ status: car.status, sold: car.sold })) return null;
  return quotesFinance(car, site) ? cardWeeklyRepayment(car, site.finance) : null;
}

/** The vehicle page's finance estimate (§5), hidden on a car shown at a subscription price. */
export function shownFinanceEstimate(
  car: EstimateCar & PriceDisplayCar,
  site: PriceDisplaySite & Pick<SiteConfig, "finance">,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): FinanceEstimate {
  if (!quotesFinance(car, site)) {
    return { visible: false, provider: site.finance.provider, reason: "subscription" };
  }
  return financeEstimate(car, site.finance, now, timeZone);
}
