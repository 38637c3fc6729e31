import type { Car } from "../schemas/car";

/** §7 the free-text query runs over these car fields (issue 3 §3). */
export const QUERY_TEXT_FIELDS = ["make", "model", "badge", "series", "stocknum", "vin"] as const;

/** Lower-cased alphanumeric words of a text ("Hilux SR5 4x4" → hilux, sr5, 4x4). */
export function searchTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== "");
}

/** The words a car can be found by. */
export function carSearchTokens(car: Car): string[] {
  const words = new Set<string>();
  for (const name of QUERY_TEXT_FIELDS) {
    const v = car[name];
    if (v != null) for (const t of searchTokens(String(v))) words.add(t);
  }
  return [...words];
}

/** Search-as-you-type: every query word is a prefix of some word of the car. */
export function matchesQueryText(car: Car, query: string): boolean {
  const wanted = searchTokens(query);
  if (wanted.length === 0) return true;
  const words = carSearchTokens(car);
  return wanted.every((w) => words.some((t) => t.startsWith(w)));
}
