import type { Car } from "../schemas/car";
import type { FinanceSettings } from "../schemas/site-config";
import type { RepaymentFrequency } from "./frequency";

/** §9: the amount (and a car's price when it has none) defaults to 30000. */
export const DEFAULT_FINANCE_AMOUNT = 30000;

export interface FinanceCalculatorDefaults {
  amount: number;
  termYears: number;
  interest: number;
  frequency: RepaymentFrequency;
  deposit: number;
  tradeIn: number;
  residual: number;
  /** Establishment fees: the site's fee (default 0), or the fixed-fees variant's establishment fee. */
  fees: number;
}

export type DefaultSettings = Pick<
  FinanceSettings,
  | "amountFromCarPrice"
  | "defaultTermYears"
  | "defaultInterest"
  | "defaultFrequency"
  | "establishmentFee"
  | "fixedFees"
>;

/**
 * §9 calculator defaults: amount 30000 (the car price on sites that ask for it,
 * 30000 when the car has none), term, interest (10 in the default config) and
 * frequency from the site's settings.
 */
export function financeCalculatorDefaults(
  finance: DefaultSettings,
  car?: Pick<Car, "price"> | null,
): FinanceCalculatorDefaults {
  const price = car?.price;
  const amount =
    finance.amountFromCarPrice && price != null && price > 0 ? price : DEFAULT_FINANCE_AMOUNT;
  return {
    amount,
    termYears: finance.defaultTermYears,
    interest: finance.defaultInterest,
    frequency: finance.defaultFrequency,
    deposit: 0,
    tradeIn: 0,
    residual: 0,
    fees: finance.fixedFees?.establishment ?? finance.establishmentFee,
  };
}
