import type { StockQuery } from "../ports/search";
import type { SearchState } from "../schemas/search-state";
import type { SiteConfig } from "../schemas/site-config";
import { dealerStockFilter } from "./dealer-stock-filter";

/** §9: search page size 21 (hits per page 21). */
export const SEARCH_PAGE_SIZE = 21;

/** The search-page query for `state` on `site` at `now` (§7 stock search; all site facets on). */
export function buildStockQuery(site: SiteConfig, state: SearchState, now: Date): StockQuery {
  return {
    site: site.slug,
    filter: dealerStockFilter(site, now),
    state,
    hitsPerPage: SEARCH_PAGE_SIZE,
    facets: site.stock.searchFacets,
    excludeZeroPriceOnPriceAsc: site.stock.priceAscExcludesZero,
  };
}

/** Offset of the first hit of `state.page` (1-based). */
export function offsetOf(query: Pick<StockQuery, "state" | "hitsPerPage">): number {
  return (query.state.page - 1) * query.hitsPerPage;
}

/** Pages for `count` matches (0 when none). */
export function pagesOf(count: number, hitsPerPage: number): number {
  return hitsPerPage > 0 ? Math.ceil(count / hitsPerPage) : 0;
}

/**
 * Issue 14 §3: a page past the last one names no results (a 404 with noindex), while page 1
 * of an empty search is the page's "No Results" state.
 */
export function isPastLastPage(page: number, pages: number): boolean {
  return page > Math.max(1, pages);
}
