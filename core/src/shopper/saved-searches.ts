import type { SearchResult, StockQuery } from "../ports/search";
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

/** Most car ids one search asks for when looking up undated new cars (Typesense's largest page). */
export const NEW_SINCE_ID_CHUNK = 250;

/** What countNewSince needs of a search: a SearchPort's `search`. */
export type NewSinceSearch = (query: StockQuery) => Promise<Pick<SearchResult, "hits" | "count">>;

/**
 * newSinceLastVisit over every car the saved search `query` finds, without reading them all.
 * Newest first, the dated new cars lead, so the newest `window` hits hold all of them or are
 * full of them; cars without created_at sort last, so of those the store first saw after the
 * visit (`firstSeen`) the search is asked which it finds, by id, NEW_SINCE_ID_CHUNK at a time,
 * until the window is full. At most ceil(firstSeen.size / NEW_SINCE_ID_CHUNK) + 1 searches.
 */
export async function countNewSince(
  search: NewSinceSearch,
  query: StockQuery,
  lastSeenAt: Date,
  firstSeen: ReadonlyMap<string, Date>,
  window = NEW_SINCE_WINDOW,
): Promise<NewSince> {
  const newest: StockQuery = { ...query, state: newestFirst(query.state), facets: [] };
  const top = await search({ ...newest, hitsPerPage: window });
  // By id, so a car found by both kinds of search counts once.
  const found = new Map(top.hits.map((car) => [car.id, car]));
  const count = () => newSinceLastVisit([...found.values()], lastSeenAt, window, firstSeen);
  let result = count();
  // Every hit is in the window already.
  if (top.count <= top.hits.length) return result;
  const rest = [...firstSeen.keys()].filter((id) => !found.has(id));
  for (let i = 0; i < rest.length && result.count < window; i += NEW_SINCE_ID_CHUNK) {
    const ids = rest.slice(i, i + NEW_SINCE_ID_CHUNK);
    const { hits } = await search({ ...newest, ids, hitsPerPage: ids.length });
    for (const car of hits) if (!found.has(car.id)) found.set(car.id, car);
    result = count();
  }
  return result;
}

/** "3 new since your last visit", "50+ new…", or null when none. */
export function newSinceText(found: NewSince): string | null {
  if (found.count === 0) return null;
  return `${found.count}${found.more ? "+" : ""} new since your last visit`;
}
