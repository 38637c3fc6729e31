import { calendarYear, DEFAULT_TIME_ZONE } from "../format/date";
import type { Car, CarFinanceLender } from "../schemas/car";
import type { FinanceProvider, FinanceSettings } from "../schemas/site-config";
import { isAvailable } from "../stock/availability";
import { lenderFor } from "./lender";

/** §5/§9: Taurus finances cars newer than this many years. */
export const TAURUS_MAX_AGE_YEARS = 12;
/** §5/§9: provider rules need a price above $500. */
export const ESTIMATE_MIN_PRICE = 500;

/** Why the vehicle page hides the finance estimate (§5), one code per failed condition. */
export const FINANCE_ESTIMATE_HIDDEN_REASONS = {
  "no-provider": "the site has no finance provider",
  "site-excluded": "the site is excluded from finance estimates",
  "dealership-excluded": "the car's dealership is excluded from finance estimates",
  "no-lender-data": "the car has no lender data for the site's provider",
  "rates-missing": "the interest or comparison rate is missing",
  suzuki: "finance estimates are not shown for Suzuki",
  "too-old": "Taurus needs a year newer than the current year minus 12",
  "price-too-low": "the price is not above $500",
  unavailable: "the car is not available",
  "weekly-payment-missing": "the lender has no weekly payment",
  "monthly-payment-missing": "the lender has no monthly payment",
  "no-provider-rule": "the provider has no finance estimate rule",
  subscription: "the car is shown at its subscription price",
} as const;
export type FinanceEstimateHiddenReason = keyof typeof FINANCE_ESTIMATE_HIDDEN_REASONS;

export type FinanceEstimateVisibility =
  | { visible: true; provider: FinanceProvider; lender: CarFinanceLender }
  | { visible: false; provider: FinanceProvider | null; reason: FinanceEstimateHiddenReason };

export type EstimateCar = Pick<
  Car,
  "finance_lenders" | "make" | "year" | "price" | "status" | "dealership_id"
>;
export type EstimateSettings = Pick<
  FinanceSettings,
  "provider" | "estimateExcluded" | "excludedDealershipIds"
>;

type ProviderRule = (
  car: EstimateCar,
  lender: CarFinanceLender,
  currentYear: number,
) => FinanceEstimateHiddenReason | null;

const priceAboveMin = (car: EstimateCar) =>
  car.price != null && car.price > ESTIMATE_MIN_PRICE ? null : "price-too-low";
const available = (car: EstimateCar) => (isAvailable(car) ? null : "unavailable");

function firstFailure(
  ...checks: Array<() => FinanceEstimateHiddenReason | null>
): FinanceEstimateHiddenReason | null {
  for (const check of checks) {
    const reason = check();
    if (reason) return reason;
  }
  return null;
}

/** §5 provider rules, in the spec's order of conditions. */
const PROVIDER_RULES: Partial<Record<FinanceProvider, ProviderRule>> = {
  taurus: (car, lender, currentYear) =>
    firstFailure(
      () => (car.year != null && car.year > currentYear - TAURUS_MAX_AGE_YEARS ? null : "too-old"),
      () => priceAboveMin(car),
      () => available(car),
      () => (lender.comparisonRate != null ? null : "rates-missing"),
    ),
  "360_finance": (car) => available(car),
  ausloans: (car) => available(car),
  manual: weeklyRule,
  angle: weeklyRule,
  powertorque: weeklyRule,
  nissan_finance: (car, lender) =>
    firstFailure(
      () => priceAboveMin(car),
      () => available(car),
      () => (lender.paymentMonth != null ? null : "monthly-payment-missing"),
    ),
};

function weeklyRule(
  car: EstimateCar,
  lender: CarFinanceLender,
): FinanceEstimateHiddenReason | null {
  return firstFailure(
    () => priceAboveMin(car),
    () => available(car),
    () => (lender.paymentWeek != null ? null : "weekly-payment-missing"),
  );
}

/**
 * §5 finance estimate on the vehicle page: lender data exists, interest and
 * comparison rates are not null, the make is not Suzuki, the site and dealership
 * are not excluded, and the provider's rule holds. The clock is a parameter.
 */
export function financeEstimateVisibility(
  car: EstimateCar,
  finance: EstimateSettings,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): FinanceEstimateVisibility {
  const provider = finance.provider;
  const hidden = (reason: FinanceEstimateHiddenReason): FinanceEstimateVisibility => ({
    visible: false,
    provider,
    reason,
  });
  if (!provider) return hidden("no-provider");
  if (finance.estimateExcluded) return hidden("site-excluded");
  if (car.dealership_id != null && finance.excludedDealershipIds.includes(car.dealership_id)) {
    return hidden("dealership-excluded");
  }
  const lender = lenderFor(car, provider);
  if (!lender) return hidden("no-lender-data");
  if (lender.interestRate == null || lender.comparisonRate == null) return hidden("rates-missing");
  if (car.make?.trim().toLowerCase() === "suzuki") return hidden("suzuki");
  const rule = PROVIDER_RULES[provider];
  if (!rule) return hidden("no-provider-rule");
  const reason = rule(car, lender, calendarYear(now, timeZone));
  return reason ? hidden(reason) : { visible: true, provider, lender };
}
