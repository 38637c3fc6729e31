import { formatMoney } from "../format/money";
import { formatPercent } from "../format/percent";

/** §9 finance estimate text: the representative comparison-rate example. */
export const COMPARISON_RATE_EXAMPLE = {
  termYears: 5,
  amount: 30000,
  interestRate: 6.29,
  comparisonRate: 8.19,
} as const;

export interface ComparisonRateExample {
  termYears: number;
  amount: number;
  interestRate: number;
  comparisonRate: number;
}

/** §9: "5-year term, $30,000 secured loan example, 6.29% rate, 8.19% comparison rate". */
export function comparisonRateExampleText(
  example: ComparisonRateExample = COMPARISON_RATE_EXAMPLE,
): string {
  return [
    `${example.termYears}-year term`,
    `${formatMoney(example.amount)} secured loan example`,
    `${formatPercent(example.interestRate, 2)} rate`,
    `${formatPercent(example.comparisonRate, 2)} comparison rate`,
  ].join(", ");
}

/** §9 finance text: "10.0% deposit and 30.0% final payment" (percentages to 1 decimal). */
export function depositAndFinalPaymentText(
  depositPercent: number,
  finalPaymentPercent: number,
): string {
  return `${formatPercent(depositPercent, 1)} deposit and ${formatPercent(finalPaymentPercent, 1)} final payment`;
}

/** §9 a provider's comparison range: "8.38% to 19.42%". */
export function comparisonRateRangeText(min: number, max: number): string {
  return `${formatPercent(min, 2)} to ${formatPercent(max, 2)}`;
}
