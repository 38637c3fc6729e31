const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** Commas between groups of three digits: "1234567" → "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(THOUSANDS, ",");
}

/**
 * A whole number with thousands separators and no currency (kilometres, counts): 12345 →
 * "12,345", halves rounded away from zero as money is. Plain number maths, no decimal.js:
 * a count shown in the browser (km chips, the sales counter) should not ship a decimal library.
 * A property test holds it to formatMoney's digits.
 */
export function formatThousands(value: number | string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite number: ${String(value)}`);
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole !== 0 ? "-" : "";
  return `${sign}${groupThousands(whole.toFixed(0))}`;
}

/**
 * A whole-dollar amount as §9 shows prices ("$25,990"), in plain number maths: formatMoney's
 * text for the browser's own figures (the search page's price slider) without shipping
 * decimal.js. Sums of money are still worked out in decimal.js; this only writes a number out.
 */
export function formatDollars(value: number): string {
  const text = formatThousands(value);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** A count with its noun, singular for one: "1 lead", "2 leads", "1,250 cars". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatThousands(count)} ${count === 1 ? one : many}`;
}
