import { parse as parseCsv } from "csv-parse/sync";
import { format as formatDate, isValid, parse as parseDate } from "date-fns";
import Decimal from "decimal.js";
import { Car } from "../schemas/car";
import {
  type ColumnMapping,
  columnMappingOf,
  DATE_FIELD_FORMS,
  type FeedProfile,
  LIST_FIELDS,
  MONEY_FIELDS,
} from "./feed-profile";
import type { ParsedStockFeed, RejectedRow, StockFeedResult } from "./parse-stock-feed";

type Progress = (done: number, total: number) => void;

/** A row's cells by column position, with the line of the file where the row starts. */
interface CsvRow {
  line: number;
  cells: string[];
  /** Set when the row has another number of cells than the header. */
  columnCountProblem?: string;
}

/**
 * Parses a CSV or TSV stock export through a mapping profile (issue 33 §1) into §3 cars. Each
 * row is typed on its own: a bad row is rejected with its line, column, field and reason and
 * never stops the good ones; a car id seen twice is rejected the second time. Only a file that
 * cannot be read as CSV, or whose header lacks a column the profile names, fails as a whole.
 */
export function parseCsvFeed(
  text: string,
  profile: FeedProfile,
  onProgress?: Progress,
): StockFeedResult {
  const read = readRows(text, profile.delimiter);
  if (!read.ok) return read;
  const [header, ...rows] = read.rows;
  if (!header) return { ok: true, feed: { format: "csv", rows: 0, cars: [], rejected: [] } };

  const positions = new Map(header.cells.map((name, index) => [name.trim().toLowerCase(), index]));
  const keyAt = positions.get(profile.key.trim().toLowerCase());
  if (keyAt === undefined) return missingColumn(profile.key, "key");
  const columns: Array<{ field: string; mapping: ColumnMapping; at: number }> = [];
  for (const [field, raw] of Object.entries(profile.fields)) {
    if (raw === undefined) continue;
    const mapping = columnMappingOf(raw);
    const at = positions.get(mapping.column.trim().toLowerCase());
    if (at === undefined) return missingColumn(mapping.column, `fields.${field}`);
    columns.push({ field, mapping, at });
  }
  const columnOf = new Map(columns.map((c) => [c.field, c.mapping.column]));
  columnOf.set("id", profile.key);

  const cars: Car[] = [];
  const rejected: RejectedRow[] = [];
  const firstLineOf = new Map<string, number>();
  rows.forEach((row, index) => {
    const id = row.cells[keyAt]?.trim() ?? "";
    const reject = (field: string, reason: string, column = columnOf.get(field)) =>
      rejected.push({
        line: row.line,
        id: id || null,
        field,
        reason,
        ...(column ? { column } : {}),
      });
    if (row.columnCountProblem) reject("row", row.columnCountProblem);
    else if (id === "") reject("id", "is required: the key column is empty", profile.key);
    else {
      const built = buildCar(row, id, columns, profile);
      if (!built.ok) reject(built.field, built.reason);
      else {
        const seen = firstLineOf.get(built.car.id);
        if (seen !== undefined) reject("id", `duplicate of the car on line ${seen}`, profile.key);
        else {
          firstLineOf.set(built.car.id, row.line);
          cars.push(built.car);
        }
      }
    }
    if (onProgress && (index + 1) % 1000 === 0) onProgress(index + 1, rows.length);
  });
  onProgress?.(rows.length, rows.length);
  const feed: ParsedStockFeed = { format: "csv", rows: rows.length, cars, rejected };
  return { ok: true, feed };
}

function missingColumn(column: string, setting: string): StockFeedResult {
  return {
    ok: false,
    error: `line 1: the header has no column "${column}" (the profile's ${setting})`,
  };
}

/** The file's rows with their first lines (a quoted cell may span lines); the header is first. */
function readRows(
  text: string,
  delimiter: string,
): { ok: true; rows: CsvRow[] } | { ok: false; error: string } {
  let records: Array<{
    record: string[];
    info: { lines: number; error?: { message: string } };
    raw: string;
  }>;
  try {
    // With info and raw, csv-parse gives each record with its position; its types omit this.
    records = parseCsv(text, {
      delimiter,
      bom: true,
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    const e = error as { lines?: number; code?: string; message?: string };
    return { ok: false, error: `line ${e.lines ?? 1}: not readable as CSV (${csvProblem(e)})` };
  }
  const width = records[0]?.record.length ?? 0;
  return {
    ok: true,
    rows: records.map(({ record, info, raw }) => {
      // info.lines is the line the record ends on; a cell with line breaks started earlier.
      const body = raw.replace(/^(?:\r?\n)+/, "").replace(/\r?\n$/, "");
      const line = info.lines - (body.match(/\n/g)?.length ?? 0);
      return {
        line,
        cells: record,
        ...(record.length !== width
          ? { columnCountProblem: `has ${record.length} cells; the header has ${width}` }
          : {}),
      };
    }),
  };
}

/** The CSV reader's failure in a person's words, never the input it quotes. */
function csvProblem(error: { code?: string }): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "a quoted cell is never closed";
    case "CSV_INVALID_CLOSING_QUOTE":
      return "a quote closes a cell in the middle";
    default:
      return error.code ?? "unreadable";
  }
}

type Built = { ok: true; car: Car } | { ok: false; field: string; reason: string };

function buildCar(
  row: CsvRow,
  id: string,
  columns: Array<{ field: string; mapping: ColumnMapping; at: number }>,
  profile: FeedProfile,
): Built {
  const car: Record<string, unknown> = { ...profile.constants, id };
  for (const { field, mapping, at } of columns) {
    const written = row.cells[at]?.trim() ?? "";
    if (written === "") continue;
    const cell = mapped(written, mapping.values);
    const value = typedCell(field, cell, mapping);
    if (!value.ok) return { ok: false, field, reason: value.reason };
    car[field] = value.value;
  }
  const parsed = Car.safeParse(car);
  if (parsed.success) return { ok: true, car: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : "row";
  return { ok: false, field, reason: friendlyReason(issue?.message) };
}

function mapped(cell: string, values: Record<string, string> | undefined): string {
  if (!values) return cell;
  const wanted = cell.toLowerCase();
  for (const [from, to] of Object.entries(values)) if (from.toLowerCase() === wanted) return to;
  return cell;
}

type Typed = { ok: true; value: unknown } | { ok: false; reason: string };

function typedCell(field: string, cell: string, mapping: ColumnMapping): Typed {
  if ((LIST_FIELDS as readonly string[]).includes(field)) {
    const entries = cell
      .split(mapping.separator ?? "|")
      .map((e) => e.trim())
      .filter(Boolean);
    return {
      ok: true,
      value: field === "images" ? entries.map((url) => ({ image: { url } })) : entries,
    };
  }
  if ((MONEY_FIELDS as readonly string[]).includes(field))
    return money(cell, mapping.money ?? "dollars");
  const form = DATE_FIELD_FORMS[field as keyof typeof DATE_FIELD_FORMS];
  if (form && mapping.date) return dated(cell, mapping.date, form);
  return { ok: true, value: cell };
}

function money(cell: string, unit: "dollars" | "cents"): Typed {
  const compact = cell.replace(/[$,\s]|AUD|NZD/gi, "");
  if (!/^\d+(\.\d+)?$/.test(compact))
    return { ok: false, reason: `"${clip(cell)}" is not an amount of money` };
  if (unit === "cents" && !/^\d+$/.test(compact))
    return { ok: false, reason: `"${clip(cell)}" is not a whole number of cents` };
  const amount = unit === "cents" ? new Decimal(compact).div(100) : new Decimal(compact);
  return { ok: true, value: amount.toDecimalPlaces(2).toNumber() };
}

function dated(
  cell: string,
  pattern: string,
  form: (typeof DATE_FIELD_FORMS)[keyof typeof DATE_FIELD_FORMS],
): Typed {
  // A fixed reference day: only two-digit years read it (1950-2049), and the result never
  // depends on the clock.
  const date = parseDate(cell, pattern, new Date(2000, 0, 1));
  // Strict: "31/02/2026" rolls over in a lenient parse, so the date must write back as given.
  if (!isValid(date) || formatDate(date, pattern) !== cell)
    return { ok: false, reason: `"${clip(cell)}" is not a date written ${pattern}` };
  if (form === "unix-seconds") {
    return {
      ok: true,
      value: Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 1000,
    };
  }
  return { ok: true, value: formatDate(date, form) };
}

function friendlyReason(message: string | undefined): string {
  if (!message) return "invalid";
  if (/expected number/.test(message)) return "is not a number";
  if (/expected boolean/.test(message)) return "must be yes or no";
  return message;
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
