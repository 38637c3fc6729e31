import { zeroResultSearchKey } from "../insights/zero-result-search";
import { type Breadcrumb, searchBreadcrumbs } from "../navigation/breadcrumbs";
import { garageRoute } from "../navigation/garage";
import type { SearchPort, SearchResult } from "../ports/search";
import type { Car } from "../schemas/car";
import type { FacetItem, RefinementField, SearchState } from "../schemas/search-state";
import { RANGE_FIELDS } from "../schemas/search-state";
import type { SiteConfig } from "../schemas/site-config";
import { appliedFilters, withoutAppliedFilters } from "../search/applied-filters";
import { withSelectedFacetValues } from "../search/facet-selection";
import { sortFacetItems } from "../search/facet-sort";
import { facetTitle } from "../search/facet-titles";
import { splitPopularMakes, toggleMake } from "../search/make-toggle";
import { paginationWindow } from "../search/pagination-window";
import { priceSliderEnds } from "../search/price-slider";
import { placePromoCards, promoCardPositions } from "../search/promo-cards";
import { displayedSearchCount } from "../search/search-count";
import { searchRangeText } from "../search/search-range-text";
import { setPage, setQuery, setSort, toggleRefinement } from "../search/search-state-ops";
import { searchTitle } from "../search/search-title";
import { PRICE_TOKEN, QUERY_TOKEN } from "../search/search-tokens";
import { resolveSearchUrl, searchUrlFormatter } from "../search/search-url";
import {
  type SearchVocabulary,
  stockVocabulary,
  vocabularyQuery,
} from "../search/search-vocabulary";
import { buildStockQuery, isPastLastPage, SEARCH_PAGE_SIZE } from "../search/stock-query";
import { collapseSoldRuns } from "../stock/sold-visibility";
import { failed, succeeded, type UseCaseResult } from "./result";

export type Vocabulary = Required<SearchVocabulary>;

export interface SearchPagePorts {
  search: Pick<SearchPort, "search">;
  /** The site's stock vocabulary where the shell keeps it (the web, a minute); else searched. */
  vocabulary?: (site: SiteConfig) => Promise<Vocabulary>;
}

export interface SearchPageContext {
  now: Date;
  site: SiteConfig;
  /** A [0,1) source for the promo card's offset (§9): Math.random in a shell, seeded in tests. */
  random: () => number;
}

export type FacetOption = {
  label: string;
  value: string;
  count: number;
  selected: boolean;
  href: string;
};
export type FacetView = { field: RefinementField; title: string; options: FacetOption[] };
/** A search page's grid: its cars with the promo card placed among them (§9). */
export type SearchItem = { kind: "car"; car: Car } | { kind: "promo"; key: string };

/** Everything a search page shows, hrefs in core's URL format; cars as the search found them. */
export type SearchPage = {
  state: SearchState;
  /** The search as the engine answered it (GET /api/search's body). */
  result: SearchResult;
  /** The scrubbed key to count as a zero-result search (issue 17 §3); null when cars matched. */
  zeroResultSearch: string | null;
  href: string;
  title: string;
  /** The result count shown in the heading and the page title ("1,234 Used Cars for sale"). */
  heading: string;
  count: number;
  /** The keyword box (issue 14 §3): what it holds, and the address of a new keyword. */
  query: string;
  queryTemplate: string;
  /** Whether "Save this search" is offered: sites with an account area (a garage) keep them. */
  canSave: boolean;
  /** Applied-filter chips with the address each one's removal leads to. */
  chips: Array<{ key: string; label: string; href: string }>;
  /** §2 Home › car type › make › model › body, down to what the search is refined to. */
  breadcrumbs: Breadcrumb[];
  countText: string;
  page: number;
  pages: number;
  items: SearchItem[];
  facets: FacetView[];
  /** §9 make list: the first 20 as popular makes, then all makes A–Z; several may be ticked. */
  makes: { title: string; popular: FacetOption[]; all: FacetOption[] };
  price: { min: number; max: number; low: number; high: number; template: string } | null;
  sort: Array<{ label: string; value: string; href: string; selected: boolean }>;
  pagination: Array<{ page: number; href: string; current: boolean }>;
  prevHref: string | null;
  nextHref: string | null;
  clearHref: string;
  hasFilters: boolean;
};

type Format = (state: SearchState) => string;

/**
 * Issue 31 §1/§3 the one search pipeline: the search a /search/… or /used-car/… address
 * (`path`, with its query string) describes on the site, and the page it makes. A segment naming
 * nothing the site sells, or a page past the last, is `not-found` (§2/§9: a 404, not an empty
 * list). Reads only: counting a zero-result search is the caller's separate call.
 */
export async function searchPage(
  ports: SearchPagePorts,
  input: { path: string },
  context: SearchPageContext,
): Promise<UseCaseResult<SearchPage>> {
  const { site, now } = context;
  const vocabulary = ports.vocabulary
    ? await ports.vocabulary(site)
    : stockVocabulary(await ports.search.search(vocabularyQuery(site, now)));
  const read = resolveSearchUrl(input.path, site, vocabulary);
  if (!read.ok) return failed("not-found", `path: "${read.segment}" names nothing on this site`);
  const { state } = read;
  const result = await ports.search.search(buildStockQuery(site, state, now));
  if (isPastLastPage(state.page, result.pages)) {
    return failed(
      "not-found",
      `path: page ${state.page} is past the last page (${Math.max(1, result.pages)})`,
    );
  }
  // Hundreds of links a page (a facet option each): one formatter keeps its path choices.
  const format = searchUrlFormatter(site, vocabulary);
  const title = searchTitle(state, site);
  const count = displayedSearchCount(result.count, result.facets, site);
  const chips = appliedFilters(state).map((chip) => ({
    key: chip.key,
    label: chip.label,
    href: format(chip.without),
  }));
  const hits = site.stock.soldHandling ? collapseSoldRuns(result.hits) : result.hits;
  const promoAt = promoCardPositions(site, now, context.random);
  return succeeded({
    state,
    result,
    zeroResultSearch: result.count === 0 ? zeroResultSearchKey(state, site, vocabulary) : null,
    href: format(state),
    title,
    count,
    heading: `${new Intl.NumberFormat("en-AU").format(count)} ${title}`,
    query: state.query,
    queryTemplate: format(setQuery(state, QUERY_TOKEN)),
    canSave: garageRoute(site) !== null,
    chips,
    breadcrumbs: searchBreadcrumbs(state, site, vocabulary, title),
    countText: searchRangeText({
      count,
      page: result.page,
      pageSize: SEARCH_PAGE_SIZE,
      shown: result.hits.length,
      word: site.theme.vehicleWord.toLowerCase(),
    }),
    page: result.page,
    pages: result.pages,
    items: placePromoCards(hits, promoAt).map((item, index) =>
      "promo" in item
        ? { kind: "promo" as const, key: `promo-${index}` }
        : { kind: "car" as const, car: item },
    ),
    facets: site.stock.searchFacets
      .filter((field): field is RefinementField => !isRange(field) && field !== "make")
      .map((field) => facetView(site, state, field, result.facets[field] ?? [], format))
      .filter((facet) => facet.options.length > 0),
    makes: makeView(site, state, result.facets.make ?? [], format),
    price: priceView(state, result.stats.price, format),
    sort: site.stock.sortOptions.map((option) => ({
      ...option,
      href: format(setSort(state, option.value)),
      selected: (state.sortBy ?? site.stock.sortOptions[0]?.value) === option.value,
    })),
    pagination: paginationWindow(result.page, result.pages).map((n) => ({
      page: n,
      href: format(setPage(state, n)),
      current: n === result.page,
    })),
    prevHref: result.page > 1 ? format(setPage(state, result.page - 1)) : null,
    nextHref: result.page < result.pages ? format(setPage(state, result.page + 1)) : null,
    clearHref: format(withoutAppliedFilters(state)),
    hasFilters: chips.length > 0,
  });
}

function isRange(field: string): boolean {
  return (RANGE_FIELDS as readonly string[]).includes(field);
}

function facetOptions(
  site: SiteConfig,
  state: SearchState,
  field: RefinementField,
  items: readonly FacetItem[],
  toggle: (value: string) => SearchState,
  format: Format,
): FacetOption[] {
  const selected = state.refinementList[field] ?? [];
  const listed = withSelectedFacetValues(field, items, selected);
  return sortFacetItems(field, listed, site).map((item) => ({
    ...item,
    selected: selected.includes(item.value),
    href: format(toggle(item.value)),
  }));
}

function facetView(
  site: SiteConfig,
  state: SearchState,
  field: RefinementField,
  items: readonly FacetItem[],
  format: Format,
): FacetView {
  const toggle = (value: string) => toggleRefinement(state, field, value);
  return {
    field,
    title: facetTitle(field),
    options: facetOptions(site, state, field, items, toggle, format),
  };
}

function makeView(
  site: SiteConfig,
  state: SearchState,
  items: readonly FacetItem[],
  format: Format,
): SearchPage["makes"] {
  const toggle = (make: string) => toggleMake(state, make);
  const options = facetOptions(site, state, "make", items, toggle, format);
  return { title: facetTitle("make"), ...splitPopularMakes(options) };
}

function priceView(
  state: SearchState,
  stats: SearchResult["stats"][string] | undefined,
  format: Format,
): SearchPage["price"] {
  const ends = priceSliderEnds(stats);
  if (!ends) return null;
  const chosen = state.range.price;
  // The client fills the two bounds in; the URL format stays core's.
  const template = format({
    ...state,
    page: 1,
    range: { ...state.range, price: { min: 1, max: 2 } },
  }).replace("range[price]=1:2", `range[price]=${PRICE_TOKEN.min}:${PRICE_TOKEN.max}`);
  return { ...ends, low: chosen?.min ?? ends.min, high: chosen?.max ?? ends.max, template };
}
