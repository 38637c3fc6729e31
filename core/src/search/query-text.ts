import type { Car } from "../schemas/car";

/**
 * Keyword search (issue 14 §3): the words a shopper types ("forester awd", "hilux sr5",
 * "white ute", "automatic") match these descriptive fields of a car, by prefix as they type, and
 * with one typo where a word starts no word of the site's stock.
 */
export const KEYWORD_FIELDS = [
  "make",
  "model",
  "badge",
  "series",
  "colour",
  "simple_body",
  "body",
  "simple_drive",
  "drive",
  "simple_fuel",
  "fuel",
  // Issue 37: "automatic" found nothing though hundreds of cars are automatic.
  "simple_transmission",
  "trans",
] as const;

/** Identifiers match by prefix only: a typo in a stock number names another car. */
export const IDENTIFIER_FIELDS = ["stocknum", "vin"] as const;

/** §7 every field the free-text query runs over. */
export const QUERY_TEXT_FIELDS = [...KEYWORD_FIELDS, ...IDENTIFIER_FIELDS] as const;

/** Shorter words must match as typed (Typesense's `min_len_1typo` default). */
export const MIN_TYPO_WORD_LENGTH = 4;

/** Lower-cased alphanumeric words of a text ("Hilux SR5 4x4" → hilux, sr5, 4x4). */
export function searchTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== "");
}

/** The words of one field's value (none when it is missing). */
export function fieldWords(value: unknown): string[] {
  return value == null ? [] : searchTokens(String(value));
}

function wordsOf(car: Car, fields: readonly string[]): string[] {
  const words = new Set<string>();
  for (const name of fields)
    for (const t of fieldWords((car as Record<string, unknown>)[name])) words.add(t);
  return [...words];
}

/** The descriptive words of a car (make, model, variant, colour, body, drive, fuel, gearbox). */
export function carKeywordWords(car: Car): string[] {
  return wordsOf(car, KEYWORD_FIELDS);
}

/** The words of a car's stock number and VIN. */
export function carIdentifierWords(car: Car): string[] {
  return wordsOf(car, IDENTIFIER_FIELDS);
}

/** Every word a car can be found by. */
export function carSearchTokens(car: Car): string[] {
  return [...new Set([...carKeywordWords(car), ...carIdentifierWords(car)])];
}

/** Optimal string alignment distance ≤ 1: equal, or one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  // One insertion or deletion: skip the differing character of the longer word.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * A typed word matches a car's word with one typo: the word has at least
 * MIN_TYPO_WORD_LENGTH characters and is within one edit of the car's word or of one of
 * its beginnings ("forrester" → forester, "hilix" → hilux, "whit" → white).
 */
export function matchesWithTypo(word: string, carWord: string): boolean {
  if (word.length < MIN_TYPO_WORD_LENGTH) return false;
  for (let k = word.length - 1; k <= word.length + 1; k++) {
    if (k > carWord.length) break;
    if (withinOneEdit(word, carWord.slice(0, k))) return true;
  }
  return false;
}

/** Whether some word of a site's stock starts with `word` (then no typo is tried for it). */
export type KeywordVocabulary = (word: string) => boolean;

/** The vocabulary of a site's whole stock (listed or not): every keyword and identifier word. */
export function keywordVocabulary(cars: readonly Car[]): KeywordVocabulary {
  const words = new Set(cars.flatMap(carSearchTokens));
  return (word) => {
    for (const w of words) if (w.startsWith(word)) return true;
    return false;
  };
}

/**
 * Issue 14 §3 keyword search: every typed word must match a word of the car: by prefix
 * (search as you type) when some word of the site's stock starts with it, otherwise a
 * descriptive word within one typo. A word found as typed never widens to typos, so
 * "ford" finds Fords and not Foresters.
 */
export function matchesKeywords(car: Car, query: string, vocabulary: KeywordVocabulary): boolean {
  const wanted = searchTokens(query);
  if (wanted.length === 0) return true;
  const descriptive = carKeywordWords(car);
  const identifiers = carIdentifierWords(car);
  return wanted.every((w) =>
    vocabulary(w)
      ? descriptive.some((t) => t.startsWith(w)) || identifiers.some((t) => t.startsWith(w))
      : descriptive.some((t) => matchesWithTypo(w, t)),
  );
}
