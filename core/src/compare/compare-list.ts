import { COMPARE_LIMIT } from "./compare-limit";

/** What toggling a car on the compare list did: a full list refuses the car, it drops nothing. */
export type CompareToggle = {
  ids: string[];
  outcome: "added" | "removed" | "full";
};

/** The message a shopper sees when the list is full and they choose Compare on another car. */
export function compareFullMessage(limit = COMPARE_LIMIT): string {
  return `You can compare up to ${limit} cars. Remove one to add another.`;
}

/**
 * The compare list after choosing Compare on `id`: a listed car leaves it; another car joins at
 * the end while there is room, and a full list stays as it was ("full"), so no car is dropped.
 */
export function toggleCompare(
  ids: readonly string[],
  id: string,
  limit = COMPARE_LIMIT,
): CompareToggle {
  if (ids.includes(id)) return { ids: ids.filter((c) => c !== id), outcome: "removed" };
  if (ids.length >= limit) return { ids: [...ids], outcome: "full" };
  return { ids: [...ids, id], outcome: "added" };
}

const MAX_ID_LENGTH = 100;

/** The ids a compare address holds: distinct, in order, at most `limit`; `over` counts the rest. */
export type CompareParam = { ids: string[]; over: number };

/**
 * Reads the `cars` value of /compare?cars=a,b,c (as URLSearchParams returns it): comma
 * separated, each id percent-encoded (so an id may hold a comma). Blank, unreadable or overlong
 * ids and repeats are left out; ids past the limit are counted in `over`, never silently kept.
 */
export function parseCompareParam(
  raw: string | null | undefined,
  limit = COMPARE_LIMIT,
): CompareParam {
  const ids: string[] = [];
  for (const piece of (raw ?? "").split(",")) {
    let id: string;
    try {
      id = decodeURIComponent(piece).trim();
    } catch {
      continue;
    }
    if (id === "" || id.length > MAX_ID_LENGTH || ids.includes(id)) continue;
    ids.push(id);
  }
  return { ids: ids.slice(0, limit), over: Math.max(0, ids.length - limit) };
}

/** The `cars` value for these ids (the inverse of parseCompareParam). */
export function formatCompareParam(ids: readonly string[]): string {
  return ids.map(encodeURIComponent).join(",");
}

/**
 * The shareable address of a comparison: /compare?cars=a,b,c (commas kept readable, the value
 * escaped once more so URLSearchParams hands back exactly formatCompareParam's text).
 */
export function compareHref(ids: readonly string[]): string {
  if (ids.length === 0) return "/compare";
  return `/compare?cars=${formatCompareParam(ids).replaceAll("%", "%25")}`;
}
