import { createHash } from "node:crypto";

/**
 * How values reach Typesense. Facet values are stored and filtered as the plain strings
 * the feed sent, so Typesense's own tools and typesense-instantsearch-adapter read the
 * collection. Typesense's `:=` on a string compares the value's tokens as it indexes
 * them: case folded, punctuation dropped ("CX-5" meets "cx5", slug "a-b" meets "ab").
 * Where the platform needs an exact match (a refinement, a scope, the site), the filter
 * also compares a key field: a fixed-length lower-case hex digest of the value, which
 * Typesense cannot fold. Numbers are integers in thousandths.
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
 * A plain string as a filter_by value: in backticks, so commas, brackets, parentheses,
 * `&&`, `||` and `:` inside it are the value's own. Typesense's filter parser toggles on
 * every backtick (an escaped one included), so a backtick cannot be quoted: it is
 * dropped, which changes nothing Typesense compares (it drops punctuation from filter
 * values itself). Null when nothing Typesense would compare is left.
 */
export function filterValue(value: string): string | null {
  const kept = value.replaceAll("`", "").trim();
  if (foldedTokens(kept).length === 0) return null;
  return `\`${kept}\``;
}

/**
 * The tokens Typesense compares for a filter value (its default tokenizer: split on
 * white space, ASCII punctuation dropped, case and accents folded). Tests and
 * filterValue only: the adapter never relies on its exact shape for matching.
 */
export function foldedTokens(value: string): string[] {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/g, "")
    .split(/\s+/u)
    .filter((t) => t.length > 0);
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
