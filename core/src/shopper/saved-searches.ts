import type { Car } from "../schemas/car";
import type { SearchState } from "../schemas/search-state";

/** Issue 14 §3: how many searches one shopper may keep on a site. */
export const MAX_SAVED_SEARCHES = 20;

/** The newest cars looked at to count the new ones; more than this shows as "50+". */
export const NEW_SINCE_WINDOW = 50;

export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save this search.`;

/**
 * The search that finds a saved search's newest cars first (newest listed first, page 1);
 * its first NEW_SINCE_WINDOW hits go to newSinceLastVisit.
 */
export function newestFirst(state: SearchState): SearchState {
  return { ...state, sortBy: "created_desc", page: 1 };
}

/** Cars of a saved search listed after the shopper's last visit; `more` when the window was full of them. */
export interface NewSince {
  count: number;
  more: boolean;
}

/**
 * Issue 14 §3 "new since the last visit": the cars (newest first, at most the window) whose
 * created_at is after `lastSeenAt`. A car without a listing date is never new.
 */
export function newSinceLastVisit(
  newestHits: readonly Pick<Car, "created_at">[],
  lastSeenAt: Date,
  window = NEW_SINCE_WINDOW,
): NewSince {
  const since = lastSeenAt.getTime();
  const fresh = newestHits.slice(0, window).filter((car) => {
    const t = car.created_at ? Date.parse(car.created_at) : Number.NaN;
    return Number.isFinite(t) && t > since;
  }).length;
  return { count: fresh, more: fresh === window && newestHits.length >= window };
}

/** "3 new since your last visit", "50+ new…", or null when none. */
export function newSinceText(found: NewSince): string | null {
  if (found.count === 0) return null;
  return `${found.count}${found.more ? "+" : ""} new since your last visit`;
}
