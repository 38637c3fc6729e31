import { garageRoute } from "../navigation/garage";
import type { SearchPort } from "../ports/search";
import type { SavedSearchRepository } from "../ports/shoppers";
import type { SavedSearch, SavedSearchRequest } from "../schemas/shopper";
import type { SiteConfig } from "../schemas/site-config";
import { searchTitle } from "../search/search-title";
import { formatSearchUrl, resolveSearchUrl } from "../search/search-url";
import { stockVocabulary, vocabularyQuery } from "../search/search-vocabulary";
import { buildStockQuery, isPastLastPage } from "../search/stock-query";
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_LIMIT_MESSAGE } from "../shopper/saved-searches";
import { failed, succeeded, type UseCaseResult } from "./result";

export const NO_SAVED_SEARCHES_MESSAGE = "This site does not keep saved searches.";
export const SAVED_SEARCH_HREF_UNKNOWN = "href names nothing on this site";

export interface SaveSearchPorts {
  savedSearches: Pick<SavedSearchRepository, "save">;
  search: Pick<SearchPort, "search">;
}

export interface SavedSearchContext {
  now: Date;
  site: SiteConfig;
  /** The signed-in shopper whose searches these are. */
  userId: string;
}

/**
 * Issue 14 §3 "Save this search": keeps the search page's canonical address, titled as the page
 * is, for the signed-in shopper (once per address, at most MAX_SAVED_SEARCHES). An address that
 * names nothing the site sells, or a page past the last, is not saved; nor is any on a site
 * without an account area (a garage).
 */
export async function saveSearch(
  ports: SaveSearchPorts,
  input: SavedSearchRequest,
  { now, site, userId }: SavedSearchContext,
): Promise<UseCaseResult<{ search: SavedSearch; created: boolean }>> {
  if (garageRoute(site) === null) return failed("not-found", NO_SAVED_SEARCHES_MESSAGE);
  const vocabulary = stockVocabulary(await ports.search.search(vocabularyQuery(site, now)));
  const read = resolveSearchUrl(input.href, site, vocabulary);
  if (!read.ok) return failed("invalid", SAVED_SEARCH_HREF_UNKNOWN, { field: "href" });
  if (read.state.page > 1) {
    const { pages } = await ports.search.search(buildStockQuery(site, read.state, now));
    if (isPastLastPage(read.state.page, pages)) {
      return failed("invalid", SAVED_SEARCH_HREF_UNKNOWN, { field: "href" });
    }
  }
  const saved = await ports.savedSearches.save(
    site.slug,
    userId,
    { href: formatSearchUrl(read.state, site, vocabulary), label: searchTitle(read.state, site) },
    now,
    MAX_SAVED_SEARCHES,
  );
  if (!saved.ok) return failed("conflict", SAVED_SEARCH_LIMIT_MESSAGE);
  return succeeded({ search: saved.search, created: saved.created });
}
