import { DEFAULT_TIME_ZONE } from "../format/date";
import { Dec } from "../format/decimal";
import { formatMoney } from "../format/money";
import { formatPercent } from "../format/percent";
import type { CarFinanceLender } from "../schemas/car";
import type { FinanceProvider } from "../schemas/site-config";
import { type FinanceDisclaimer, financeDisclaimer } from "./disclaimer";
import { estimateDisclaimerText } from "./estimate-disclaimer";
import {
  type EstimateCar,
  type EstimateSettings,
  type FinanceEstimateHiddenReason,
  financeEstimateVisibility,
} from "./estimate-visibility";
import { calculateRepayment, isQuotedPayment, quotedPaymentText } from "./repayment";

/** §9 finance estimate text: a 5-year term unless the lender says otherwise. */
export const ESTIMATE_DEFAULT_TERM_YEARS = 5;

export interface FinanceEstimateFigures {
  provider: FinanceProvider;
  interestRate: number;
  comparisonRate: number;
  /** Rates to 2 decimals: "6.29%", "8.19%". */
  interestRateText: string;
  comparisonRateText: string;
  termYears: number;
  /** Weekly and monthly payments with 0 decimals (§9): "$135". */
  weeklyPayment: number | null;
  weeklyPaymentText: string | null;
  /** "lender" when the feed gave it, "calculated" when the §9 annuity filled it in. */
  weeklyPaymentSource: "lender" | "calculated" | null;
  monthlyPayment: number | null;
  monthlyPaymentText: string | null;
  /**
   * The estimate as every shell shows it (§5): "$135/wk", else "$585/mo", or 'Enquire for
   * Finance' when that payment is 25 or less; null when the lender gives neither.
   */
  paymentText: string | null;
  /** Whether paymentText quotes an amount (then the rates and '*' disclaimer go with it). */
  paymentQuoted: boolean;
  /** Deposit and final (balloon) payment as percentages to 1 decimal: "10.0%", "30.0%". */
  depositText: string | null;
  finalPaymentText: string | null;
  disclaimer: FinanceDisclaimer;
}

export type FinanceEstimate =
  | ({ visible: true } & FinanceEstimateFigures)
  | { visible: false; provider: FinanceProvider | null; reason: FinanceEstimateHiddenReason };

/**
 * §5/§9 finance estimate for the vehicle page: the visibility rule, then the
 * figures it shows. Lender deposit and balloon are percentages of the price
 * (the estimate text reads "10.0% deposit and 30.0% final payment").
 */
export function financeEstimate(
  car: EstimateCar,
  finance: EstimateSettings,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): FinanceEstimate {
  const visibility = financeEstimateVisibility(car, finance, now, timeZone);
  if (!visibility.visible) return visibility;
  const { provider, lender } = visibility;
  // Visibility guarantees both rates are present.
  const interestRate = lender.interestRate as number;
  const comparisonRate = lender.comparisonRate as number;
  const termYears =
    lender.termYears != null && lender.termYears > 0
      ? lender.termYears
      : ESTIMATE_DEFAULT_TERM_YEARS;
  const weekly = weeklyPayment(car.price, lender, interestRate, termYears);
  const shown =
    weekly != null
      ? { amount: weekly.amount, suffix: "/wk" }
      : lender.paymentMonth != null
        ? { amount: lender.paymentMonth, suffix: "/mo" }
        : null;
  return {
    visible: true,
    provider,
    interestRate,
    comparisonRate,
    interestRateText: formatPercent(interestRate, 2),
    comparisonRateText: formatPercent(comparisonRate, 2),
    termYears,
    weeklyPayment: weekly?.amount ?? null,
    weeklyPaymentText: weekly ? formatMoney(weekly.amount) : null,
    weeklyPaymentSource: weekly?.source ?? null,
    monthlyPayment: lender.paymentMonth ?? null,
    monthlyPaymentText: lender.paymentMonth != null ? formatMoney(lender.paymentMonth) : null,
    paymentText: shown ? quotedPaymentText(shown.amount, shown.suffix) : null,
    paymentQuoted: shown ? isQuotedPayment(shown.amount) : false,
    depositText: lender.deposit != null ? formatPercent(lender.deposit, 1) : null,
    finalPaymentText: lender.balloon != null ? formatPercent(lender.balloon, 1) : null,
    // The '*' text states the rates shown beside the price, never another example's.
    disclaimer: financeDisclaimer(
      estimateDisclaimerText(lender.disclaimer ?? "", {
        termYears,
        interestRate,
        comparisonRate,
        deposit: lender.deposit,
        balloon: lender.balloon,
      }),
    ),
  };
}

function weeklyPayment(
  price: number | null | undefined,
  lender: CarFinanceLender,
  interest: number,
  termYears: number,
): { amount: number; source: "lender" | "calculated" } | null {
  if (lender.paymentWeek != null) return { amount: lender.paymentWeek, source: "lender" };
  if (price == null || price <= 0) return null;
  const share = (pct: number | null | undefined) => new Dec(price).times(pct ?? 0).div(100);
  const repayment = calculateRepayment({
    amount: price,
    interest,
    termYears,
    deposit: share(lender.deposit),
    residual: share(lender.balloon),
    fees: lender.establishmentFees ?? 0,
  });
  return repayment.totalRepayments === null
    ? null
    : { amount: repayment.payment, source: "calculated" };
}
