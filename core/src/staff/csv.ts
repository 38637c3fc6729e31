/**
 * RFC 4180 CSV: a field with a comma, quote or line break is quoted and its quotes doubled;
 * lines end CRLF. No CSV library is in the tree, and writing (not parsing) needs no more.
 * A text cell starting with = + - @ or a tab is prefixed with ' so a spreadsheet shows it as
 * text instead of running it as a formula (a shopper types what they like into a form).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
