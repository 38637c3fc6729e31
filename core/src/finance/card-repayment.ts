import { PRICE_SHOWN_ABOVE } from "../pricing/price-display-rules";
import type { Car } from "../schemas/car";
import type { FinanceSettings } from "../schemas/site-config";
import { financeCalculatorDefaults } from "./calculator-defaults";
import { financeCalculatorLimits, type LimitSettings } from "./calculator-limits";
import { lenderFor } from "./lender";
import { calculateRepayment, quotedPaymentText } from "./repayment";

/** §2 car card: the weekly repayment suffix. */
export const CARD_WEEKLY_SUFFIX = "/wk";

export interface CardWeeklyRepayment {
  amount: number;
  /** "$135/wk", or 'Enquire for Finance' when the payment is 25 or less (§5). */
  text: string;
  source: "lender" | "youx" | "feed" | "calculated";
}

export type CardRepaymentCar = Pick<
  Car,
  "price" | "finance_lenders" | "youxQuote" | "weekly_price"
>;
export type CardRepaymentSettings = Pick<
  FinanceSettings,
  | "provider"
  | "amountFromCarPrice"
  | "defaultTermYears"
  | "defaultInterest"
  | "defaultFrequency"
  | "establishmentFee"
  | "fixedFees"
  | "roundDown"
> &
  LimitSettings;

/**
 * §2 weekly repayment on a car card: the provider lender's weekly payment, else
 * the youx quote, else the feed's weekly price, else the §9 annuity on the car
 * price with the site's defaults, where that price is within the site's loan limit. Null
 * without a shown price; a payment of 25 or less reads 'Enquire for Finance' (§5), as on the
 * vehicle page.
 */
export function cardWeeklyRepayment(
  car: CardRepaymentCar,
  finance: CardRepaymentSettings,
): CardWeeklyRepayment | null {
  const price = car.price;
  if (price == null || price <= PRICE_SHOWN_ABOVE) return null;
  const lenderWeekly = finance.provider ? lenderFor(car, finance.provider)?.paymentWeek : null;
  const candidates: Array<[CardWeeklyRepayment["source"], number | null | undefined]> = [
    ["lender", lenderWeekly],
    ["youx", car.youxQuote?.weeklyRepaymentAmount],
    ["feed", car.weekly_price],
  ];
  for (const [source, amount] of candidates) {
    if (amount != null && amount > 0) return quoted(amount, source);
  }
  // A price past the site's largest loan is a repayment its own calculator will not work out
  // (it opens on that loan): the card quotes none rather than a figure no page repeats.
  if (price > financeCalculatorLimits(finance, price).loan.max) return null;
  const defaults = financeCalculatorDefaults(finance);
  const repayment = calculateRepayment({
    amount: price,
    interest: defaults.interest,
    termYears: defaults.termYears,
    fees: defaults.fees,
    frequency: "weekly",
    rounding: finance.roundDown ? "down" : "up",
  });
  return quoted(repayment.payment, "calculated");
}

function quoted(amount: number, source: CardWeeklyRepayment["source"]): CardWeeklyRepayment {
  return { amount, text: quotedPaymentText(amount, CARD_WEEKLY_SUFFIX), source };
}
