import { Dec } from "../format/decimal";
import type { FinanceCalculatorDefaults } from "./calculator-defaults";
import type { FinanceCalculatorLimits, SliderLimits } from "./calculator-limits";

/** The finest interest step the calculator offers: rates are quoted to 2 decimals (6.29%). */
export const QUOTED_RATE_STEP = 0.01;

/** Finer money steps, coarsest first, for a price off the slider's $500 grid ($18,990). */
export const PRICE_STEPS = [100, 10, 1] as const;

/**
 * The terms a page quotes a repayment on (the finance estimate's, or the car card's lender
 * quote): the calculator opens on them, so its first figure is the one the shopper was shown.
 * A bare rate (a site's advertised rate) moves the rate alone.
 */
export interface CalculatorQuote {
  interestRate: number;
  termYears?: number | null;
  /** Establishment fees the quote was priced with. */
  fees?: number | null;
  /** Deposit and final (balloon) payment in dollars. */
  deposit?: number | null;
  residual?: number | null;
}

/**
 * Issue 15 §2: the calculator opens on the terms the page quotes (rate, term, fees, deposit and
 * final payment), within the calculator's limits, and each slider gets a step that holds its
 * opening value: a rate off the 0.5 grid (6.29%, or a fixed 12.94%) a 0.01 step, rather than
 * snapping to 6.5% or 12.95%; a car priced off the $500 grid ($18,990) the coarsest of $100, $10
 * or $1 steps, so the calculator does not open on a $19,000 loan for an $18,990 car. A term the
 * term slider cannot hold (custom increments without it, or past its limits) stays the site's.
 */
export function calculatorOpening(
  defaults: FinanceCalculatorDefaults,
  limits: FinanceCalculatorLimits,
  quote: CalculatorQuote | number | null,
): { initial: FinanceCalculatorDefaults; limits: FinanceCalculatorLimits } {
  const terms = typeof quote === "number" ? { interestRate: quote } : quote;
  const rate = terms && Number.isFinite(terms.interestRate) ? terms.interestRate : null;
  const { interest: rateLimits } = limits;
  const interest =
    rate === null ? defaults.interest : Math.min(rateLimits.max, Math.max(rateLimits.min, rate));
  const termYears = heldTerm(terms?.termYears, limits) ?? defaults.termYears;
  const initial: FinanceCalculatorDefaults = {
    ...defaults,
    interest,
    termYears,
    fees: amountOr(terms?.fees, defaults.fees),
    deposit: clampTo(amountOr(terms?.deposit, defaults.deposit), limits.deposit),
    residual: clampTo(amountOr(terms?.residual, defaults.residual), limits.residual),
  };
  return {
    initial,
    limits: {
      ...limits,
      loan: holding(initial.amount, limits.loan),
      deposit: holding(initial.deposit, limits.deposit),
      residual: holding(initial.residual, limits.residual),
      interest: onGrid(interest, rateLimits)
        ? rateLimits
        : { ...rateLimits, step: QUOTED_RATE_STEP },
    },
  };
}

const amountOr = (value: number | null | undefined, fallback: number) =>
  value != null && Number.isFinite(value) && value >= 0 ? value : fallback;

const clampTo = (value: number, slider: SliderLimits) =>
  Math.min(slider.max, Math.max(slider.min, value));

function onGrid(value: number, slider: SliderLimits): boolean {
  return new Dec(clampTo(value, slider)).minus(slider.min).mod(slider.step).isZero();
}

/** The slider with a step that holds `value`: its own, else the coarsest finer money step. */
function holding<S extends SliderLimits>(value: number, slider: S): S {
  if (!Number.isFinite(value) || onGrid(value, slider)) return slider;
  const step = PRICE_STEPS.find((s) => s < slider.step && onGrid(value, { ...slider, step: s }));
  return step === undefined ? slider : { ...slider, step };
}

/** A quoted term the term slider holds as it stands, or null. */
function heldTerm(years: number | null | undefined, limits: FinanceCalculatorLimits) {
  if (years == null || !Number.isFinite(years) || years <= 0) return null;
  const { term } = limits;
  if (term.increments) return term.increments.includes(years) ? years : null;
  return years >= term.min && years <= term.max && onGrid(years, term) ? years : null;
}
