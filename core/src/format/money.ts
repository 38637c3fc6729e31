import { Dec, type Numeric } from "./decimal";
import { groupThousands } from "./thousands";

export { formatDollars, formatThousands } from "./thousands";

/** NaN or Infinity reaching a formatter is a programmer error: edges validate money first. */
function finite(value: Numeric): Dec {
  const amount = new Dec(value);
  if (!amount.isFinite()) throw new RangeError(`not a finite amount: ${String(value)}`);
  return amount;
}

/** §9 prices: `$` + thousands separators, no decimals (half-up to the dollar): 25990 → "$25,990". */
export function formatMoney(value: Numeric): string {
  const whole = finite(value).toDecimalPlaces(0, Dec.ROUND_HALF_UP);
  const sign = whole.isNegative() && !whole.isZero() ? "-" : "";
  return `${sign}$${groupThousands(whole.abs().toFixed(0))}`;
}

/**
 * Money with cents only when there are any, for fixed fees such as the dealer
 * agency fee "$912.25" (§9) that would be wrong rounded to a whole dollar.
 */
export function formatMoneyWithCents(value: Numeric): string {
  const amount = finite(value).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  if (amount.isInteger()) return formatMoney(amount);
  const sign = amount.isNegative() ? "-" : "";
  const [whole = "0", cents = "00"] = amount.abs().toFixed(2).split(".");
  return `${sign}$${groupThousands(whole)}.${cents}`;
}

const MONEY_INPUT = /^\s*(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*$/;

/**
 * §5 money input: reads "$25,990", "25990" or "$1,000.50" back into a number;
 * null when the text is not money (misplaced separators included).
 */
export function parseMoney(text: string): number | null {
  const match = MONEY_INPUT.exec(text);
  if (!match) return null;
  const [, minus, digits = "", fraction] = match;
  const value = new Dec(
    `${minus ?? ""}${digits.replace(/,/g, "")}${fraction ? `.${fraction}` : ""}`,
  );
  return value.toNumber();
}
