/**
 * Issue 15 §2: money texts that contradict each other. A page's text may hold a phrase of one
 * side of a pair or the other, never both; the `never` phrases are wrong on any page.
 */
export const NEVER: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "a charge the embedded port never takes", pattern: /reservation paid|amount paid/i },
  {
    // §5: 25 or less reads 'Enquire for Finance'.
    name: "a repayment of $25 or less quoted as an amount",
    pattern: /(?<![\d,])\$(?:\d|1\d|2[0-5])\/(?:wk|fn|mo)\b/,
  },
];

export const NOT_TOGETHER: ReadonlyArray<{ name: string; a: RegExp; b: RegExp }> = [
  {
    name: "no card charged, yet a card payment",
    a: /No card is charged|Nothing has been charged|deposit at the dealership/i,
    b: /Pay \$\d|paid (?:now )?by card|card has been charged/i,
  },
  {
    name: "sold, yet offered below market",
    a: /recently sold\./,
    b: /below the (?:state|national) market average/,
  },
  { name: "sold, yet offered for reservation", a: /recently sold\./, b: /Reserve Car Now/ },
];

/** Every contradiction in one page's text, by name (empty when the page tells one story). */
export function moneyContradictions(text: string): string[] {
  return [
    ...NEVER.filter((rule) => rule.pattern.test(text)).map((rule) => rule.name),
    ...NOT_TOGETHER.filter((rule) => rule.a.test(text) && rule.b.test(text)).map((r) => r.name),
  ];
}

/** Every percentage a text quotes, to 2 decimals: "10% … 11.90% p.a." → ["10.00", "11.90"]. */
export function percentagesIn(text: string): string[] {
  return [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]).toFixed(2));
}
