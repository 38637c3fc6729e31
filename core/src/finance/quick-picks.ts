import { formatMoney } from "../format/money";

export interface MoneyQuickPick {
  value: number;
  label: string;
}

/** §5 standard quick picks: $5,000 … $70,000. */
export const STANDARD_QUICK_PICKS = [
  5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000,
] as const;

/** §5 high quick picks on some sites: $300,000 to $800,000 in $100,000 steps. */
export const HIGH_QUICK_PICKS = [300000, 400000, 500000, 600000, 700000, 800000] as const;

/** §5 money input quick picks for a site, with their `$` + thousands labels. */
export function moneyQuickPicks(kind: "standard" | "high"): MoneyQuickPick[] {
  const values = kind === "high" ? HIGH_QUICK_PICKS : STANDARD_QUICK_PICKS;
  return values.map((value) => ({ value, label: formatMoney(value) }));
}
