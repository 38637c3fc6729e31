/** §9 repayment frequencies with their periods per year; yearly exists for the /yr* label. */
export const REPAYMENT_FREQUENCIES = ["weekly", "fortnightly", "monthly", "yearly"] as const;
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number];

/** §9: Weekly 52, Fortnightly 26, Monthly 12 (and 1 a year). */
export const PERIODS_PER_YEAR: Record<RepaymentFrequency, number> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
  yearly: 1,
};

/** §9 labels with an asterisk pointing at the disclaimer: /wk*, /fn*, /mo*, /yr*. */
export const FREQUENCY_LABELS: Record<RepaymentFrequency, string> = {
  weekly: "/wk*",
  fortnightly: "/fn*",
  monthly: "/mo*",
  yearly: "/yr*",
};

/** True for the frequency names the calculator accepts. */
export function isRepaymentFrequency(value: string): value is RepaymentFrequency {
  return (REPAYMENT_FREQUENCIES as readonly string[]).includes(value);
}
