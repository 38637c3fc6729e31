import { Dec } from "../format/decimal";
import type { FinanceCalculatorDefaults } from "./calculator-defaults";
import type { FinanceCalculatorLimits } from "./calculator-limits";

/** The finest interest step the calculator offers: rates are quoted to 2 decimals (6.29%). */
export const QUOTED_RATE_STEP = 0.01;

/**
 * Issue 15 §2: the vehicle page's calculator opens on the rate the page quotes (the finance
 * estimate's rate), within the interest limits of the site's finance provider. A quoted rate off
 * the slider's 0.5 grid (6.29%) gets a 0.01 step, so the slider holds it rather than snapping to
 * 6.5%. Without a quoted rate the site's defaults and limits stand.
 */
export function calculatorOpening(
  defaults: FinanceCalculatorDefaults,
  limits: FinanceCalculatorLimits,
  quotedRate: number | null,
): { initial: FinanceCalculatorDefaults; limits: FinanceCalculatorLimits } {
  if (quotedRate == null || !Number.isFinite(quotedRate) || limits.interest.disabled) {
    return { initial: defaults, limits };
  }
  const { min, max, step } = limits.interest;
  const interest = Math.min(max, Math.max(min, quotedRate));
  const onGrid = new Dec(interest).minus(min).mod(step).isZero();
  return {
    initial: { ...defaults, interest },
    limits: onGrid
      ? limits
      : { ...limits, interest: { ...limits.interest, step: QUOTED_RATE_STEP } },
  };
}
