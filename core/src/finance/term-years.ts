import { Dec } from "../format/decimal";
import { TERM_MIN_YEARS, TERM_STEP_YEARS } from "./calculator-limits";
import { PERIODS_PER_YEAR, type RepaymentFrequency } from "./frequency";

/** The provider's term settings (site finance settings) this rule reads. */
export interface TermSettings {
  termMaxYears: number;
  termIncrements: number[] | null;
}

/**
 * §5 "Term: 1 to 7 years in 0.5 steps (max 5 on some sites), or … a configured list of custom
 * year increments": what is wrong with a typed term, or null when the calculator offers it. The
 * term must also make a whole number of repayments at the frequency (issue 16 §3: 0.001 or 7.3
 * years gave fractional periods), so a yearly term is whole years.
 */
export function termYearsProblem(
  termYears: number,
  frequency: RepaymentFrequency,
  settings: TermSettings,
): string | null {
  if (!Number.isFinite(termYears)) return "must be a number of years";
  const increments = settings.termIncrements?.length ? settings.termIncrements : null;
  const term = new Dec(termYears);
  if (increments) {
    if (!increments.some((years) => term.eq(years))) {
      return `must be one of ${increments.join(", ")} years`;
    }
  } else {
    if (term.lt(TERM_MIN_YEARS) || term.gt(settings.termMaxYears)) {
      return `must be ${TERM_MIN_YEARS} to ${settings.termMaxYears} years`;
    }
    if (!term.div(TERM_STEP_YEARS).isInteger()) return "must be whole or half years";
  }
  if (!term.times(PERIODS_PER_YEAR[frequency]).isInteger()) {
    return `must be whole years for ${frequency} repayments`;
  }
  return null;
}
