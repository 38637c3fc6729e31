import { VIEWED_CARS_LIMIT } from "@forecourt/core/shopper/viewed-cars";

/** Favourites have no limit in the spec; the Saved screen looks up at most this many cars. */
export const SAVED_LOOKUP_LIMIT = 60 + VIEWED_CARS_LIMIT;

/** The distinct, sane ids of a /saved-data request, at most SAVED_LOOKUP_LIMIT. */
export function savedIds(raw: string): string[] {
  const ids = raw
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "" && id.length <= 100);
  return [...new Set(ids)].slice(0, SAVED_LOOKUP_LIMIT);
}
