import { createHash } from "node:crypto";

/**
 * How values reach Typesense so its filters compare them exactly. Typesense folds case
 * and drops punctuation in filter values ("CX-5" would meet "cx5", slug "a-b" would meet
 * "ab"), truncates tokens at 100 characters, and its parser splits on `&&`, `||` and
 * parentheses before it honours an escaped backtick. So every string a filter compares
 * is a fixed-length lower-case hex digest, and numbers are integers in thousandths.
 */

/** Hex digits of a value key: 80 bits, so two distinct values of one field never meet. */
const KEY_LENGTH = 20;

/** The filter key of a string value (site slug, car id, facet value). */
export function valueKey(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex").slice(0, KEY_LENGTH);
}

/** A key no value can have (not hex): for a missing make or stock number. */
export const MISSING_KEY = "none";

/**
 * A facet value as stored: its key, then the value itself. The key keeps values that
 * differ only in case or punctuation apart when Typesense counts them.
 */
export function facetEntry(value: string, keyOf = valueKey): string {
  return `${keyOf(value)}|${value}`;
}

/** The value of a facet entry Typesense returned. */
export function facetValueOf(entry: string): string {
  if (entry.length <= KEY_LENGTH || entry[KEY_LENGTH] !== "|") {
    throw new Error(`Typesense returned a facet value not written by this adapter: ${entry}`);
  }
  return entry.slice(KEY_LENGTH + 1);
}

/**
 * A string whose byte order is the JavaScript (UTF-16 code unit) order of `id`, made of
 * lower-case hex only: ASCII as 2 digits, other code units as "f" and 4 digits. Car ids
 * break sort ties in id order, as the embedded engine and the oracle do.
 */
export function sortableId(id: string): string {
  let out = "i";
  for (let i = 0; i < id.length; i++) {
    const unit = id.charCodeAt(i);
    out +=
      unit < 0x80 ? unit.toString(16).padStart(2, "0") : `f${unit.toString(16).padStart(4, "0")}`;
  }
  return out;
}

/** Numbers are stored as int64 thousandths: exact for prices in cents, stats read back exactly. */
export const NUMBER_SCALE = 1000;

export function toScaled(value: number): number {
  return Math.round(value * NUMBER_SCALE);
}

export function fromScaled(value: number): number {
  return value / NUMBER_SCALE;
}

/** `bound` in thousandths, snapped to the integer it is within rounding noise of. */
function scaledBound(bound: number): number {
  const scaled = bound * NUMBER_SCALE;
  const nearest = Math.round(scaled);
  return Math.abs(scaled - nearest) <= Math.max(1e-6, Math.abs(scaled) * 1e-12) ? nearest : scaled;
}

/** The least stored integer meaning a value >= bound. */
export function scaledAtLeast(bound: number): number {
  return Math.ceil(scaledBound(bound));
}

/** The greatest stored integer meaning a value <= bound. */
export function scaledAtMost(bound: number): number {
  return Math.floor(scaledBound(bound));
}

/** Stored values above this integer mean values > bound. */
export function scaledAbove(bound: number): number {
  return Math.floor(scaledBound(bound));
}

/** Typesense truncates longer tokens; query words are cut to the same length. */
export const MAX_TOKEN_LENGTH = 100;
