import { exactAnnuityPayment } from "../finance/repayment";

/**
 * The comparison rate of a loan whose fees are financed: the yearly rate at
 * which the amount borrowed *without* fees is repaid by the payment that
 * includes them (the same idea as the National Credit Code's comparison rate,
 * applied to this loan rather than the $30,000 / 5-year benchmark).
 * Returns percent a year to 2 decimals, found by bisection.
 */
export function comparisonRatePercent(input: {
  principal: number;
  payment: number;
  periods: number;
  periodsPerYear: number;
}): number {
  const { principal, payment, periods, periodsPerYear } = input;
  if (principal <= 0 || payment <= 0 || periods <= 0) return 0;
  const paymentAt = (annualPercent: number) =>
    exactAnnuityPayment(principal, annualPercent / 100 / periodsPerYear, periods);
  if (paymentAt(0) >= payment) return 0;
  let lo = 0;
  let hi = 100;
  while (paymentAt(hi) < payment && hi < 10_000) hi *= 2;
  // 50 halvings take a 100-point bracket below 1e-13 percent.
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (paymentAt(mid) < payment) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * 100) / 100;
}
