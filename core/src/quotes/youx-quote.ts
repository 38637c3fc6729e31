import { calculateRepayment, MIN_QUOTED_PAYMENT } from "../finance/repayment";
import type { YouxQuoteRequest } from "../schemas/finance";
import type { FinanceSettings } from "../schemas/site-config";
import { comparisonRatePercent } from "./comparison-rate";

/** §7 POST /api/youx/quote response fields. */
export interface YouxStyleQuote {
  weeklyRepaymentAmount: number;
  comparisonRate: number;
  advertisedRate: number;
}

export type QuoteSettings = Pick<
  FinanceSettings,
  | "defaultInterest"
  | "interestMin"
  | "interestMax"
  | "termMaxYears"
  | "establishmentFee"
  | "fixedFees"
  | "roundDown"
>;

/**
 * A youx-style quote from the site's lender settings (§7: purchasePrice and
 * loanTerm, 5 by default): the advertised rate is the site's default interest
 * held within its slider limits, the weekly repayment is the §9 annuity with
 * the establishment fee financed, and the comparison rate prices that fee in.
 * Null when the repayment would be 25 or less (§5 'Enquire for Finance').
 */
export function youxStyleQuote(
  request: YouxQuoteRequest,
  finance: QuoteSettings,
): YouxStyleQuote | null {
  const advertisedRate = Math.min(
    finance.interestMax,
    Math.max(finance.interestMin, finance.defaultInterest),
  );
  const termYears = Math.min(Math.max(1, request.loanTerm), finance.termMaxYears);
  const fees = finance.fixedFees?.establishment ?? finance.establishmentFee;
  const repayment = calculateRepayment({
    amount: request.purchasePrice,
    interest: advertisedRate,
    termYears,
    fees,
    frequency: "weekly",
    rounding: finance.roundDown ? "down" : "up",
  });
  if (repayment.payment <= MIN_QUOTED_PAYMENT) return null;
  const comparisonRate = comparisonRatePercent({
    principal: request.purchasePrice,
    payment: repayment.exactPayment,
    periods: repayment.periods,
    periodsPerYear: repayment.periodsPerYear,
  });
  return { weeklyRepaymentAmount: repayment.payment, comparisonRate, advertisedRate };
}
