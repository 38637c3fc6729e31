import { Dec } from "../format/decimal";
import type { Car } from "../schemas/car";
import type { FinanceSettings } from "../schemas/site-config";
import { financeCalculatorDefaults } from "./calculator-defaults";
import { financeCalculatorLimits } from "./calculator-limits";
import { type CalculatorQuote, calculatorOpening } from "./calculator-opening";
import { ESTIMATE_DEFAULT_TERM_YEARS } from "./estimate";
import { lenderFor } from "./lender";

/**
 * The terms the vehicle page's calculator opens on (calculatorOpening), from the quote the car's
 * figures come from: the provider lender's (rate, term, establishment fees, and its deposit and
 * final payment, percentages of the price), which the finance estimate and the car card quote;
 * else a youx quote's advertised rate; else null, the site's own defaults (which price the card's
 * calculated figure). So a car card's "$278/wk" opens a calculator at $278/wk, not $280/wk at the
 * site's default fees.
 */
export function calculatorQuote(
  car: Pick<Car, "price" | "finance_lenders" | "youxQuote">,
  finance: Pick<FinanceSettings, "provider">,
): CalculatorQuote | null {
  const lender = finance.provider ? lenderFor(car, finance.provider) : null;
  if (lender?.interestRate != null && lender.interestRate > 0) {
    const price = car.price != null && car.price > 0 ? car.price : 0;
    const share = (pct: number | null | undefined) =>
      pct != null && pct > 0 ? new Dec(price).times(pct).div(100).toNumber() : 0;
    return {
      interestRate: lender.interestRate,
      termYears:
        lender.termYears != null && lender.termYears > 0
          ? lender.termYears
          : ESTIMATE_DEFAULT_TERM_YEARS,
      fees: lender.establishmentFees ?? 0,
      deposit: share(lender.deposit),
      residual: share(lender.balloon),
    };
  }
  const advertised = car.youxQuote?.advertisedRate;
  return advertised != null && advertised > 0 ? { interestRate: advertised } : null;
}

/** The vehicle page's calculator: the site's defaults on the car's price, opened on its quote. */
export function vehicleCalculatorOpening(
  car: Pick<Car, "price" | "finance_lenders" | "youxQuote">,
  finance: FinanceSettings,
) {
  const defaults = financeCalculatorDefaults(finance, car);
  const amount = car.price != null && car.price > 0 ? car.price : defaults.amount;
  return calculatorOpening(
    { ...defaults, amount },
    financeCalculatorLimits(finance, car.price),
    calculatorQuote(car, finance),
  );
}
