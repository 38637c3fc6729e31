import type { StockQuery } from "../ports/search";
import { PRICE_SHOWN_ABOVE } from "../pricing/price-display-rules";
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
    state: pricedRangeOnly(state),
    hitsPerPage: SEARCH_PAGE_SIZE,
    facets: site.stock.searchFacets,
    excludeZeroPriceOnPriceAsc: site.stock.priceAscExcludesZero,
  };
}

/**
 * A price range finds only cars that show a price: "Enquire for price" and PREORDER cars are
 * stored at $0 (or a token amount) and would otherwise top `range[price]=0:14000` at "$0"
 * (issue 37). The lower bound is raised past the amount below which no price is shown.
 */
function pricedRangeOnly(state: SearchState): SearchState {
  const price = state.range.price;
  if (!price) return state;
  const min = Math.max(price.min ?? 0, PRICE_SHOWN_ABOVE + 1);
  // A range wholly below any shown price keeps min <= max (the engines' contract): it then
  // reaches only a car priced exactly at the first shown amount.
  const max = price.max === undefined ? undefined : Math.max(price.max, min);
  return { ...state, range: { ...state.range, price: max === undefined ? { min } : { min, max } } };
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
