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
 * Issue 14 §3 "new since the last visit": of the cars a saved search finds (newest first), those
 * listed after `lastSeenAt`, at most the window (`more` when the window is full of them). A car's
 * listing date is its created_at; where the feed gave none, the date the store first stored it
 * (`firstSeen`, by car id: StockRepository.undatedFirstSeenSince). A car with neither is never new.
 */
export function newSinceLastVisit(
  newestHits: readonly Pick<Car, "id" | "created_at">[],
  lastSeenAt: Date,
  window = NEW_SINCE_WINDOW,
  firstSeen: ReadonlyMap<string, Date> = new Map(),
): NewSince {
  const since = lastSeenAt.getTime();
  const fresh = newestHits.filter((car) => {
    const listed = car.created_at ? Date.parse(car.created_at) : Number.NaN;
    const t = Number.isFinite(listed) ? listed : (firstSeen.get(car.id)?.getTime() ?? Number.NaN);
    return Number.isFinite(t) && t > since;
  }).length;
  const count = Math.min(fresh, window);
  return { count, more: count === window && newestHits.length >= window };
}

/** "3 new since your last visit", "50+ new…", or null when none. */
export function newSinceText(found: NewSince): string | null {
  if (found.count === 0) return null;
  return `${found.count}${found.more ? "+" : ""} new since your last visit`;
}
