import { Dec, type Numeric } from "./decimal";

/** A percentage to a fixed number of decimals (half-up): (6.29, 2) → "6.29%", (10, 1) → "10.0%" (§9). */
export function formatPercent(value: Numeric, decimals: number): string {
  return `${new Dec(value).toFixed(decimals, Dec.ROUND_HALF_UP)}%`;
}
