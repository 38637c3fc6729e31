import {
  appliedFilters,
  type Breadcrumb,
  buildStockQuery,
  collapseSoldRuns,
  displayedSearchCount,
  facetTitle,
  garageRoute,
  isPastLastPage,
  localDay,
  placePromoCards,
  promoCardPositions,
  RANGE_FIELDS,
  type RangeField,
  type RefinementField,
  resolveSearchUrl,
  SEARCH_PAGE_SIZE,
  type SearchState,
  type SiteConfig,
  searchBreadcrumbs,
  searchRangeText,
  searchTitle,
  searchUrlFormatter,
  setPage,
  setQuery,
  setRefinement,
  setSort,
  siteTimeZone,
  sortFacetItems,
  toggleRefinement,
  withoutAppliedFilters,
  withSelectedFacetValues,
  zeroResultSearchKey,
} from "@forecourt/core";
import { photoRecordsFor } from "./photo-records";
import { getPlatform } from "./platform";
import { QUERY_TOKEN } from "./search-query-token";
import { siteStockVocabulary } from "./stock-vocabulary";
import { type CarCardView, carCardView } from "./view/car-card";
import { carImageUrl } from "./view/car-text";

/** §9: the first 20 makes of the dropdown are labelled popular makes. */
const POPULAR_MAKES = 20;
const RANGE_TOKEN = { min: "__MIN__", max: "__MAX__" } as const;

/** §2/§9 price slider step. */
export const PRICE_STEP = 500;

export type FacetOption = {
  label: string;
  value: string;
  count: number;
  selected: boolean;
  href: string;
};
export type FacetView = { field: RefinementField; title: string; options: FacetOption[] };
export type ResultItem = { kind: "car"; car: CarCardView } | { kind: "promo"; key: string };

/** Everything the search page renders; also the JSON the client fetches on each change. */
export type SearchView = {
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
  items: ResultItem[];
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

/**
 * Runs the search a /search/... URL describes, for one site, and builds its view; null when a
 * path segment names nothing the site sells (§2/§9: the page is a 404, not an empty list).
 */
export async function searchViewFor(
  site: SiteConfig,
  pathname: string,
  search: string,
  now: Date,
): Promise<SearchView | null> {
  const platform = await getPlatform();
  const vocabulary = await siteStockVocabulary(site);
  const read = resolveSearchUrl(`${pathname}${search}`, site, vocabulary);
  if (!read.ok) return null;
  const { state } = read;
  // Hundreds of links a page (a facet option each): one formatter keeps its path choices.
  const formatSearchUrl = searchUrlFormatter(site, vocabulary);
  const facetFields = site.stock.searchFacets.filter((f) => !isRange(f));
  const result = await platform.search.search(buildStockQuery(site, state, now));
  if (isPastLastPage(state.page, result.pages)) return null;
  if (result.count === 0) {
    // Insights' zero-result searches (issue 17 §3): the scrubbed address, never who searched.
    const key = zeroResultSearchKey(state, site, vocabulary);
    void platform.insights
      .recordZeroResultSearch(site.slug, key, localDay(now, siteTimeZone(site)))
      .catch(() => {});
  }
  const hits = site.stock.soldHandling ? collapseSoldRuns(result.hits) : result.hits;
  // The cards show the counted page views (view.json, §7), the figure the dealer's stock list
  // shows, not the feed's own `views` field.
  // One read for the whole page's cards (a query per card cost ~36 ms a page at 100k cars).
  const [views, photos] = await Promise.all([
    platform.views.getMany(
      site.slug,
      hits.map((car) => car.id),
    ),
    // Issue 33 §2: the dealers' stored photos (srcset, placeholder) or "Photos to follow".
    photoRecordsFor(platform, hits.map(carImageUrl)),
  ]);
  const cards = hits.map((car) => carCardView(car, site, now, views.get(car.id) ?? null, photos));
  const facets = facetFields
    .filter((field): field is RefinementField => field !== "make")
    .map((field) => facetView(site, state, field, result.facets[field] ?? [], formatSearchUrl))
    .filter((facet) => facet.options.length > 0);
  const makes = makeView(site, state, result.facets.make ?? [], formatSearchUrl);
  const href = formatSearchUrl(state);
  const title = searchTitle(state, site);
  const count = displayedSearchCount(result.count, result.facets, site);
  const chips = appliedFilters(state).map((chip) => ({
    key: chip.key,
    label: chip.label,
    href: formatSearchUrl(chip.without),
  }));
  return {
    href,
    title,
    count,
    heading: `${new Intl.NumberFormat("en-AU").format(count)} ${title}`,
    query: state.query,
    queryTemplate: formatSearchUrl(setQuery(state, QUERY_TOKEN)),
    chips,
    canSave: garageRoute(site) !== null,
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
    items: placePromoCards(cards, promoCardPositions(site, now, Math.random)).map((item, index) =>
      "promo" in item
        ? { kind: "promo" as const, key: `promo-${index}` }
        : { kind: "car" as const, car: item },
    ),
    facets,
    makes,
    price: priceView(state, result.stats.price, formatSearchUrl),
    sort: site.stock.sortOptions.map((option) => ({
      ...option,
      href: formatSearchUrl(setSort(state, option.value)),
      selected: (state.sortBy ?? site.stock.sortOptions[0]?.value) === option.value,
    })),
    pagination: pageLinks(state, result.page, result.pages, formatSearchUrl),
    prevHref: result.page > 1 ? formatSearchUrl(setPage(state, result.page - 1)) : null,
    nextHref: result.page < result.pages ? formatSearchUrl(setPage(state, result.page + 1)) : null,
    clearHref: formatSearchUrl(withoutAppliedFilters(state)),
    hasFilters: chips.length > 0,
  };
}

function isRange(field: string): field is RangeField {
  return (RANGE_FIELDS as readonly string[]).includes(field);
}

type Format = (state: SearchState) => string;

function facetView(
  site: SiteConfig,
  state: SearchState,
  field: RefinementField,
  items: Parameters<typeof sortFacetItems>[1],
  formatSearchUrl: Format,
): FacetView {
  const selected = state.refinementList[field] ?? [];
  const listed = withSelectedFacetValues(field, items, selected);
  return {
    field,
    title: facetTitle(field),
    options: sortFacetItems(field, listed, site).map((item) => ({
      ...item,
      selected: selected.includes(item.value),
      href: formatSearchUrl(toggleRefinement(state, field, item.value)),
    })),
  };
}

function makeView(
  site: SiteConfig,
  state: SearchState,
  items: Parameters<typeof sortFacetItems>[1],
  formatSearchUrl: Format,
): SearchView["makes"] {
  const selected = state.refinementList.make ?? [];
  const listed = withSelectedFacetValues("make", items, selected);
  const options = sortFacetItems("make", listed, site).map((item) => {
    const toggled = toggleRefinement(state, "make", item.value);
    return {
      ...item,
      selected: selected.includes(item.value),
      // A model only makes sense under its make, so changing the makes drops it.
      href: formatSearchUrl(setRefinement(toggled, "model", [])),
    };
  });
  return {
    title: facetTitle("make"),
    popular: options.slice(0, POPULAR_MAKES),
    all: options.slice(POPULAR_MAKES).sort((a, b) => a.label.localeCompare(b.label)),
  };
}

function priceView(
  state: SearchState,
  stats: { min: number; max: number } | undefined,
  formatSearchUrl: Format,
): SearchView["price"] {
  if (!stats || !(stats.max > 0)) return null;
  const min = Math.floor(Math.max(0, stats.min) / PRICE_STEP) * PRICE_STEP;
  const max = Math.max(min + PRICE_STEP, Math.ceil(stats.max / PRICE_STEP) * PRICE_STEP);
  const chosen = state.range.price;
  // The client fills the two bounds in; the URL format stays core's.
  const template = formatSearchUrl({
    ...state,
    page: 1,
    range: { ...state.range, price: { min: 1, max: 2 } },
  }).replace("range[price]=1:2", `range[price]=${RANGE_TOKEN.min}:${RANGE_TOKEN.max}`);
  return { min, max, low: chosen?.min ?? min, high: chosen?.max ?? max, template };
}

function pageLinks(
  state: SearchState,
  page: number,
  pages: number,
  formatSearchUrl: Format,
): SearchView["pagination"] {
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const last = Math.min(pages, first + 4);
  const links: SearchView["pagination"] = [];
  for (let n = first; n <= last; n++)
    links.push({ page: n, href: formatSearchUrl(setPage(state, n)), current: n === page });
  return links;
}
