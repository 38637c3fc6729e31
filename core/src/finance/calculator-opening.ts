import { Dec } from "../format/decimal";
import type { FinanceCalculatorDefaults } from "./calculator-defaults";
import type { FinanceCalculatorLimits } from "./calculator-limits";

/** The finest interest step the calculator offers: rates are quoted to 2 decimals (6.29%). */
export const QUOTED_RATE_STEP = 0.01;

/** Finer loan steps, coarsest first, for a price off the slider's $500 grid ($18,990). */
export const PRICE_STEPS = [100, 10, 1] as const;

/**
 * Issue 15 §2: the vehicle page's calculator opens on the rate the page quotes (the finance
 * estimate's rate), within the interest limits of the site's finance provider. A quoted rate off
 * the slider's 0.5 grid (6.29%) gets a 0.01 step, so the slider holds it rather than snapping to
 * 6.5%. Without a quoted rate the site's defaults and limits stand. Likewise the loan amount: a
 * car priced off the $500 grid ($18,990) gets the coarsest of $100, $10 or $1 steps that holds
 * its price, so the calculator does not open on a $19,000 loan for an $18,990 car.
 */
export function calculatorOpening(
  defaults: FinanceCalculatorDefaults,
  limits: FinanceCalculatorLimits,
  quotedRate: number | null,
): { initial: FinanceCalculatorDefaults; limits: FinanceCalculatorLimits } {
  const loanStep = holdingStep(defaults.amount, limits.loan);
  const opened =
    loanStep === limits.loan.step
      ? limits
      : { ...limits, loan: { ...limits.loan, step: loanStep } };
  if (quotedRate == null || !Number.isFinite(quotedRate) || limits.interest.disabled) {
    return { initial: defaults, limits: opened };
  }
  const { min, max, step } = limits.interest;
  const interest = Math.min(max, Math.max(min, quotedRate));
  const onGrid = new Dec(interest).minus(min).mod(step).isZero();
  return {
    initial: { ...defaults, interest },
    limits: onGrid
      ? opened
      : { ...opened, interest: { ...opened.interest, step: QUOTED_RATE_STEP } },
  };
}

/** The slider's step if it holds `value` (clamped to the slider), else the coarsest finer one that does. */
function holdingStep(value: number, slider: { min: number; max: number; step: number }): number {
  if (!Number.isFinite(value)) return slider.step;
  const held = new Dec(Math.min(slider.max, Math.max(slider.min, value))).minus(slider.min);
  if (held.mod(slider.step).isZero()) return slider.step;
  return PRICE_STEPS.find((step) => step < slider.step && held.mod(step).isZero()) ?? slider.step;
}
