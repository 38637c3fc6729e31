import { Dec, type Numeric } from "../format/decimal";
import { formatMoney } from "../format/money";
import { FREQUENCY_LABELS, PERIODS_PER_YEAR, type RepaymentFrequency } from "./frequency";

/** §5/§9: a repayment of 25 or less is not quoted; this text is shown instead. */
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";
/** §5: repayments at or below this are shown as ENQUIRE_FOR_FINANCE, with a blank total. */
export const MIN_QUOTED_PAYMENT = 25;

/**
 * §5 the one way a repayment is shown wherever it appears (vehicle page, car card, CLI):
 * "$135/wk" with the period's suffix, or 'Enquire for Finance' when it is 25 or less.
 */
export function quotedPaymentText(amount: Numeric, suffix: string): string {
  return isQuotedPayment(amount) ? `${formatMoney(amount)}${suffix}` : ENQUIRE_FOR_FINANCE;
}

/**
 * §5 whether a repayment is quoted as an amount rather than 'Enquire for Finance': the whole
 * dollars it would show are above 25 (25.40 would read "$25", so it is not quoted).
 */
export function isQuotedPayment(amount: Numeric): boolean {
  return new Dec(amount).toDecimalPlaces(0, Dec.ROUND_HALF_UP).gt(MIN_QUOTED_PAYMENT);
}

export interface RepaymentInput {
  /** The price or amount being bought. */
  amount: Numeric;
  /** Interest in percent a year (6.29 means 6.29%). */
  interest: Numeric;
  termYears: Numeric;
  frequency?: RepaymentFrequency;
  deposit?: Numeric;
  tradeIn?: Numeric;
  /** Establishment fees, financed with the loan and added to the total. */
  fees?: Numeric;
  /** Residual (balloon): a dollar amount still owed after the last repayment. */
  residual?: Numeric;
  /** Whole-dollar rounding: up by default; one lender variant rounds down (§9). */
  rounding?: "up" | "down";
}

export interface Repayment {
  frequency: RepaymentFrequency;
  periodsPerYear: number;
  /** n = term × periods per year. */
  periods: number;
  /** amount − deposit − trade-in + fees, never below 0. */
  loan: number;
  /** The unrounded annuity payment (never below 0). */
  exactPayment: number;
  /** The payment rounded to a whole dollar. */
  payment: number;
  /** periods per year × term × payment + fees; null when the payment is not quoted. */
  totalRepayments: number | null;
  /** "$135/wk*", or "Enquire for Finance" when the payment is 25 or less. */
  display: string;
  label: string;
}

/**
 * §9 the exact annuity payment with a residual, as a plain number:
 * P = (L − R·(1+r)^−n) · r / (1 − (1+r)^−n), or (L − R)/n when r = 0; never below 0.
 */
export function exactAnnuityPayment(
  loan: Numeric,
  periodicRate: Numeric,
  periods: Numeric,
  residual: Numeric = 0,
): number {
  return annuity(loan, periodicRate, periods, residual).toNumber();
}

function annuity(loan: Numeric, periodicRate: Numeric, periods: Numeric, residual: Numeric): Dec {
  const principal = new Dec(loan);
  const rate = new Dec(periodicRate);
  const n = new Dec(periods);
  const balloon = new Dec(residual);
  if (n.lte(0)) throw new RangeError(`periods must be positive, got ${n.toString()}`);
  const exact = rate.isZero()
    ? principal.minus(balloon).div(n)
    : (() => {
        const discount = rate.plus(1).pow(n.neg());
        return principal.minus(balloon.times(discount)).times(rate).div(new Dec(1).minus(discount));
      })();
  return Dec.max(exact, 0);
}

/** §9 finance repayment: loan, annuity payment rounded to a whole dollar, total and display text. */
export function calculateRepayment(input: RepaymentInput): Repayment {
  const frequency = input.frequency ?? "weekly";
  const periodsPerYear = PERIODS_PER_YEAR[frequency];
  const termYears = new Dec(input.termYears);
  if (termYears.lte(0)) throw new RangeError(`termYears must be positive, got ${termYears}`);
  const fees = new Dec(input.fees ?? 0);
  const loan = Dec.max(
    new Dec(input.amount)
      .minus(input.deposit ?? 0)
      .minus(input.tradeIn ?? 0)
      .plus(fees),
    0,
  );
  const periods = termYears.times(periodsPerYear);
  const periodicRate = new Dec(input.interest).div(100).div(periodsPerYear);
  const exact = annuity(loan, periodicRate, periods, input.residual ?? 0);
  const payment = input.rounding === "down" ? exact.floor() : exact.ceil();
  const quoted = payment.gt(MIN_QUOTED_PAYMENT);
  const label = FREQUENCY_LABELS[frequency];
  return {
    frequency,
    periodsPerYear,
    periods: periods.toNumber(),
    loan: loan.toNumber(),
    exactPayment: exact.toNumber(),
    payment: payment.toNumber(),
    totalRepayments: quoted ? periods.times(payment).plus(fees).toNumber() : null,
    display: quoted ? `${formatMoney(payment)}${label}` : ENQUIRE_FOR_FINANCE,
    label,
  };
}
