import { formatMoney } from "../format/money";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { PREORDER_TEXT, PRICE_SHOWN_ABOVE } from "./price-display-rules";
import { priceTypeLabel } from "./price-type";
import { isReducedPrice, wasPriceText } from "./reduced-price";

/**
 * A subscription price is a weekly fee, not a car price: it always carries its label and period
 * (issue 15 §2), so "$164/wk Subscription" is never read as a $164 car.
 */
export const SUBSCRIPTION_LABEL = "Subscription";
export const SUBSCRIPTION_PERIOD = "/wk";

/** Which step of the §4 price display precedence won. */
export type PriceDisplayKind = "subscription" | "price" | "preorder" | "no-price";

export interface PriceDisplay {
  kind: PriceDisplayKind;
  /** The dollar amount shown, or null for PREORDER and the no-price text. */
  amount: number | null;
  text: string;
  /** The 'was' (before) price text, only for a reduced car price. */
  was: string | null;
  reduced: boolean;
  /** The price type label beside a car price; null otherwise. */
  priceType: string | null;
}

export type PriceDisplayCar = Pick<
  Car,
  "price" | "before_price" | "subscription_price" | "preorder" | "price_type"
>;
export type PriceDisplaySite = {
  noPriceText: SiteConfig["noPriceText"];
  features: Pick<SiteConfig["features"], "subscriptions">;
};

/**
 * §4 price display precedence: the subscription price (site offers it, > 0) →
 * the reduced or car price (> 10) → PREORDER → the site's no-price text.
 * The feed's `price` is the current price; when `before_price` is above it the
 * price is the reduced one and the before price is shown as 'was'.
 */
export function priceDisplay(car: PriceDisplayCar, site: PriceDisplaySite): PriceDisplay {
  const subscription = car.subscription_price;
  if (site.features.subscriptions && subscription != null && subscription > 0) {
    return {
      ...plain("subscription", subscription, `${formatMoney(subscription)}${SUBSCRIPTION_PERIOD}`),
      priceType: SUBSCRIPTION_LABEL,
    };
  }
  const price = car.price;
  if (price != null && price > PRICE_SHOWN_ABOVE) {
    return {
      kind: "price",
      amount: price,
      text: formatMoney(price),
      was: wasPriceText(car),
      reduced: isReducedPrice(car),
      priceType: priceTypeLabel(car),
    };
  }
  if (car.preorder) return plain("preorder", null, PREORDER_TEXT);
  return plain("no-price", null, site.noPriceText);
}

function plain(kind: PriceDisplayKind, amount: number | null, text: string): PriceDisplay {
  return { kind, amount, text, was: null, reduced: false, priceType: null };
}
