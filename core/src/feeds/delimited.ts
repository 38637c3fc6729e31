/**
 * One row per line, columns in the given order. TSV (Google) cannot quote, so tabs and line
 * breaks inside a value become spaces; CSV (Meta) quotes a value holding a comma, quote or line
 * break and doubles its quotes (RFC 4180).
 */
export function toDelimited<C extends string>(
  columns: readonly C[],
  rows: ReadonlyArray<Record<C, string>>,
  separator: "\t" | ",",
): string {
  const cell = separator === "\t" ? tsvCell : csvCell;
  const line = (values: readonly string[]) => values.map(cell).join(separator);
  return `${[line(columns), ...rows.map((row) => line(columns.map((c) => row[c])))].join("\n")}\n`;
}

const tsvCell = (value: string) => value.replace(/[\t\r\n]+/g, " ");

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
