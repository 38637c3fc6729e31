import fc from "fast-check";
import { REPAYMENT_FREQUENCIES, type RepaymentFrequency } from "./frequency";

/** Named fast-check arbitraries for the finance tests, weighted toward the calculator's edges. */

/** Loan amounts: the §5 slider bounds (1000, 5000, 100000, 250000) plus anything up to $1m. */
export const amountArb = fc.oneof(
  fc.constantFrom(0, 500, 1000, 5000, 30000, 100000, 250000),
  fc.integer({ min: 0, max: 1_000_000 }),
);

/** Interest in percent: 0, the §5 bounds (0.5 … 20) and two-decimal rates like 6.29. */
export const rateArb = fc.oneof(
  fc.constantFrom(0, 0.5, 1, 4, 6.29, 7.5, 9.95, 10, 12.94, 14.5, 15, 15.99, 19.95, 20),
  fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
);

/** Terms in years: 1–7 in 0.5 steps (§5). */
export const termArb = fc.integer({ min: 2, max: 14 }).map((halves) => halves / 2);

export const frequencyArb: fc.Arbitrary<RepaymentFrequency> = fc.constantFrom(
  ...REPAYMENT_FREQUENCIES,
);

/** Deposit, trade-in, residual and fees: 0–250000 (§5) with cents for fees. */
export const moneyComponentArb = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 250_000 }),
  fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
);

/** A full calculator input whose residual never exceeds the amount financed. */
export const repaymentInputArb = fc
  .record({
    amount: amountArb,
    interest: rateArb,
    termYears: termArb,
    frequency: frequencyArb,
    deposit: moneyComponentArb,
    tradeIn: moneyComponentArb,
    fees: moneyComponentArb,
    residualShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ residualShare, ...input }) => {
    const loan = Math.max(0, input.amount - input.deposit - input.tradeIn + input.fees);
    return { ...input, residual: Math.floor(loan * residualShare) };
  });
