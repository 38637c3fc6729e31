import { Car } from "../schemas/car";
import { splitJsonArray } from "./split-json-array";

/** A feed row that was not imported: where it is, which field, and why. */
export interface RejectedRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  /** The row's car id when it could be read, else null. */
  id: string | null;
  /** Dotted path of the first bad field, or "row" when the row itself is unreadable. */
  field: string;
  /** The CSV/TSV column the field came from (issue 33 §1); absent for JSON feeds. */
  column?: string;
  reason: string;
}

export interface ParsedStockFeed {
  format: "json" | "ndjson" | "csv";
  /** Rows seen (valid and rejected). */
  rows: number;
  cars: Car[];
  rejected: RejectedRow[];
}

export type StockFeedResult = { ok: true; feed: ParsedStockFeed } | { ok: false; error: string };

type Progress = (done: number, total: number) => void;

/**
 * Parses a stock feed (issue 3 §2): a JSON array or NDJSON of §3 cars. Each
 * row goes through the Car schema on its own; bad rows are rejected with their
 * line, field and reason and never stop the good ones. A car id seen twice is
 * rejected the second time. Only an unreadable file (not an array, unclosed)
 * fails as a whole.
 */
export function parseStockFeed(text: string, onProgress?: Progress): StockFeedResult {
  const body = text.replace(/^\uFEFF/, "");
  const first = body.search(/\S/);
  if (first < 0) return { ok: true, feed: { format: "ndjson", rows: 0, cars: [], rejected: [] } };
  let sources: Array<{ line: number; text: string }>;
  let format: ParsedStockFeed["format"];
  if (body[first] === "[") {
    const split = splitJsonArray(body);
    if (!split.ok) return { ok: false, error: `line ${split.line}: ${split.reason}` };
    sources = split.elements;
    format = "json";
  } else {
    sources = body
      .split("\n")
      .map((line, index) => ({ line: index + 1, text: line }))
      .filter((row) => row.text.trim() !== "");
    format = "ndjson";
  }

  const cars: Car[] = [];
  const rejected: RejectedRow[] = [];
  const firstLineOf = new Map<string, number>();
  sources.forEach((source, index) => {
    const verdict = parseRow(source.text);
    if (!verdict.ok) {
      rejected.push({ line: source.line, ...verdict.rejection });
    } else {
      const seen = firstLineOf.get(verdict.car.id);
      if (seen !== undefined) {
        rejected.push({
          line: source.line,
          id: verdict.car.id,
          field: "id",
          reason: `duplicate of the car on line ${seen}`,
        });
      } else {
        firstLineOf.set(verdict.car.id, source.line);
        cars.push(verdict.car);
      }
    }
    if (onProgress && (index + 1) % 1000 === 0) onProgress(index + 1, sources.length);
  });
  onProgress?.(sources.length, sources.length);
  return { ok: true, feed: { format, rows: sources.length, cars, rejected } };
}

type RowVerdict = { ok: true; car: Car } | { ok: false; rejection: Omit<RejectedRow, "line"> };

function parseRow(text: string): RowVerdict {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      rejection: { id: null, field: "row", reason: `invalid JSON (${(e as Error).message})` },
    };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      ok: false,
      rejection: { id: null, field: "row", reason: "must be a JSON object (a car)" },
    };
  }
  const parsed = Car.safeParse(value);
  if (parsed.success) return { ok: true, car: parsed.data };
  const issue = parsed.error.issues[0];
  const rawId = (value as { id?: unknown }).id;
  return {
    ok: false,
    rejection: {
      id: typeof rawId === "string" || typeof rawId === "number" ? String(rawId) : null,
      field: issue?.path.length ? issue.path.join(".") : "row",
      reason: issue?.message ?? "invalid",
    },
  };
}
