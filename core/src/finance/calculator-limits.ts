import { Dec } from "../format/decimal";
import { formatMoney } from "../format/money";
import type { FinanceSettings } from "../schemas/site-config";

/** One slider or number input: min, max and step (§5). */
export interface SliderLimits {
  min: number;
  max: number;
  step: number;
}

export interface FinanceCalculatorLimits {
  loan: SliderLimits;
  /** The sidebar calculator's purchase price input, with its help text. */
  purchasePrice: SliderLimits & { helpText: string };
  /** With custom increments the slider is an index (0 … length − 1) into `increments`. */
  term: SliderLimits & { increments: number[] | null };
  interest: SliderLimits & { disabled: boolean };
  deposit: SliderLimits;
  tradeIn: SliderLimits;
  residual: SliderLimits;
}

/** §5 constants for the finance calculator. */
export const LOAN_STEP = 500;
export const LOAN_MAX_PRICE_THRESHOLD = 100000;
export const PURCHASE_PRICE_MAX = 250000;
export const TERM_MIN_YEARS = 1;
export const TERM_STEP_YEARS = 0.5;
export const INTEREST_STEP = 0.5;
/** Deposit, trade-in and residual run 0 to 250000; the spec gives no step, so they share the loan's. */
export const MONEY_COMPONENT_MAX = 250000;

export type LimitSettings = Pick<
  FinanceSettings,
  | "loanMin"
  | "loanMax"
  | "loanMaxPriceFactor"
  | "termMaxYears"
  | "termIncrements"
  | "interestMin"
  | "interestMax"
  | "interestDisabled"
>;

/**
 * §5 finance calculator limits for a site (and a car price, for sites whose loan
 * max is 1.05 × the price when the price exceeds 100000).
 */
export function financeCalculatorLimits(
  finance: LimitSettings,
  carPrice?: number | null,
): FinanceCalculatorLimits {
  const money: SliderLimits = { min: 0, max: MONEY_COMPONENT_MAX, step: LOAN_STEP };
  const increments = finance.termIncrements?.length ? [...finance.termIncrements] : null;
  return {
    loan: { min: finance.loanMin, max: loanMax(finance, carPrice), step: LOAN_STEP },
    purchasePrice: {
      min: finance.loanMin,
      max: PURCHASE_PRICE_MAX,
      step: LOAN_STEP,
      helpText: purchasePriceHelpText(finance.loanMin),
    },
    term: increments
      ? { min: 0, max: increments.length - 1, step: 1, increments }
      : { min: TERM_MIN_YEARS, max: finance.termMaxYears, step: TERM_STEP_YEARS, increments: null },
    interest: {
      min: finance.interestMin,
      max: finance.interestMax,
      step: INTEREST_STEP,
      disabled: finance.interestDisabled,
    },
    deposit: money,
    tradeIn: { ...money },
    residual: { ...money },
  };
}

function loanMax(finance: LimitSettings, carPrice?: number | null): number {
  const factor = finance.loanMaxPriceFactor;
  if (factor != null && carPrice != null && carPrice > LOAN_MAX_PRICE_THRESHOLD) {
    return new Dec(carPrice).times(factor).toNumber();
  }
  return finance.loanMax;
}

/** §5 help text: 'Cannot be less than {min} or more than $250,000'. */
export function purchasePriceHelpText(min: number): string {
  return `Cannot be less than ${formatMoney(min)} or more than ${formatMoney(PURCHASE_PRICE_MAX)}`;
}

/** §5: a purchase price of zero or less (or not a number) becomes 0. */
export function normalisePurchasePrice(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** §5: the help text when the purchase price is outside its limits, else null. */
export function purchasePriceError(value: number, limits: FinanceCalculatorLimits): string | null {
  const price = normalisePurchasePrice(value);
  const { min, max, helpText } = limits.purchasePrice;
  return price < min || price > max ? helpText : null;
}

/** Clamps a value into a slider's range and snaps it to the slider's step from its min. */
export function clampToSlider(value: number, slider: SliderLimits): number {
  if (!Number.isFinite(value)) return slider.min;
  const clamped = Math.min(slider.max, Math.max(slider.min, value));
  const snapped = new Dec(clamped)
    .minus(slider.min)
    .div(slider.step)
    .toDecimalPlaces(0, Dec.ROUND_HALF_UP)
    .times(slider.step)
    .plus(slider.min)
    .toNumber();
  return snapped > slider.max ? snapped - slider.step : snapped;
}

/** §5 term slider value → years: the value itself, or the custom increment it indexes. */
export function termYearsFromSlider(value: number, limits: FinanceCalculatorLimits): number {
  const term = limits.term;
  const position = clampToSlider(value, term);
  if (!term.increments) return position;
  return term.increments[position] ?? term.increments[0] ?? TERM_MIN_YEARS;
}
