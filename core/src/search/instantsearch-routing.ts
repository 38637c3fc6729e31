import {
  RANGE_FIELDS,
  type RangeField,
  REFINEMENT_FIELDS,
  type RefinementField,
  type SearchState,
} from "../schemas/search-state";
import type { SearchUrlSite } from "./search-path";
import { emptySearchState, normalizeSearchState } from "./search-state";
import { formatSearchUrl, parseSearchUrl } from "./search-url";
import type { SearchVocabulary } from "./search-vocabulary";

/**
 * Issue 19 §4: routing for an InstantSearch.js front end on Forecourt's search addresses.
 * `stateMapping` turns InstantSearch's uiState into a SearchState (the route state) and back;
 * `createURL`/`parseURL` write and read that route state as the site's own path URLs
 * (/search/used-cars/toyota/hilux?range[price]=:30000), so they plug into instantsearch.js's
 * `history()` router unchanged. Pure: the caller passes the location InstantSearch hands it.
 */

/** One index's slice of InstantSearch's uiState, as its widgets write it. */
export interface InstantSearchIndexUiState {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  /** `"min:max"`, either side may be empty. */
  range?: Record<string, string>;
}

/** InstantSearch's uiState: index name → that index's state. */
export type InstantSearchUiState = Record<string, InstantSearchIndexUiState>;

/** The parts of `window.location` the router passes to createURL and parseURL. */
export interface RouterLocation {
  protocol: string;
  host: string;
  pathname: string;
  search: string;
}

export interface InstantSearchRoutingOptions {
  /** The InstantSearch index whose state the address carries (instantsearch({ indexName })). */
  indexName: string;
  /** The site's search settings (dealerships, locations, makes, models, car types, sort options); none: every path guessed from its slug. */
  site?: SearchUrlSite;
  /** The values in stock (core's stockVocabulary of a search's facets), so path slugs read back as exact names. */
  vocabulary?: SearchVocabulary;
  /** InstantSearch's sortBy is an index name; these map it to and from Forecourt's sortBy. Default: the same string. */
  sortIndex?: { toIndex(sortBy: string): string; fromIndex(index: string): string | null };
}

const NO_SITE: SearchUrlSite = { dealerships: [], locations: [], manufacturers: [], models: [] };

function parseRange(text: string): { min?: number; max?: number } {
  const [lo = "", hi = ""] = text.split(":");
  const bound = (s: string) => (s.trim() === "" ? undefined : Number(s));
  let min = bound(lo);
  let max = bound(hi);
  if (min !== undefined && !Number.isFinite(min)) min = undefined;
  if (max !== undefined && !Number.isFinite(max)) max = undefined;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** InstantSearch's index uiState → Forecourt's SearchState; attributes Forecourt lacks are left out. */
export function searchStateOfUiState(
  ui: InstantSearchIndexUiState,
  options: Pick<InstantSearchRoutingOptions, "sortIndex"> = {},
): SearchState {
  const state = emptySearchState();
  state.query = ui.query ?? "";
  if (ui.page !== undefined && Number.isInteger(ui.page) && ui.page >= 1) state.page = ui.page;
  if (ui.sortBy)
    state.sortBy = options.sortIndex ? options.sortIndex.fromIndex(ui.sortBy) : ui.sortBy;
  for (const [field, values] of Object.entries(ui.refinementList ?? {})) {
    if (!REFINEMENT_FIELDS.includes(field as RefinementField)) continue;
    state.refinementList[field as RefinementField] = [...values];
  }
  for (const [field, text] of Object.entries(ui.range ?? {})) {
    if (!RANGE_FIELDS.includes(field as RangeField)) continue;
    state.range[field as RangeField] = parseRange(text);
  }
  return normalizeSearchState(state);
}

/** Forecourt's SearchState → InstantSearch's index uiState, leaving out what a widget leaves out (empty lists, page 1, default sort). */
export function uiStateOfSearchState(
  state: SearchState,
  options: Pick<InstantSearchRoutingOptions, "sortIndex"> = {},
): InstantSearchIndexUiState {
  const ui: InstantSearchIndexUiState = {};
  if (state.query !== "") ui.query = state.query;
  const lists = Object.entries(state.refinementList).filter(([, v]) => v && v.length > 0);
  if (lists.length > 0) ui.refinementList = Object.fromEntries(lists) as Record<string, string[]>;
  const ranges = Object.entries(state.range).flatMap(([field, r]) =>
    r && (r.min !== undefined || r.max !== undefined)
      ? [[field, `${r.min ?? ""}:${r.max ?? ""}`] as const]
      : [],
  );
  if (ranges.length > 0) ui.range = Object.fromEntries(ranges);
  if (state.sortBy !== null) {
    ui.sortBy = options.sortIndex ? options.sortIndex.toIndex(state.sortBy) : state.sortBy;
  }
  if (state.page > 1) ui.page = state.page;
  return ui;
}

/**
 * A stateMapping for instantsearch({ routing: { stateMapping } }): the route state is the
 * SearchState of `indexName` (other indices are not carried), canonical as the site writes it.
 */
export function forecourtStateMapping(options: InstantSearchRoutingOptions) {
  return {
    stateToRoute(uiState: InstantSearchUiState): SearchState {
      return searchStateOfUiState(uiState[options.indexName] ?? {}, options);
    },
    routeToState(route: Partial<SearchState> = {}): InstantSearchUiState {
      const state = normalizeSearchState({ ...emptySearchState(), ...route });
      return { [options.indexName]: uiStateOfSearchState(state, options) };
    },
  };
}

/**
 * createURL/parseURL for instantsearch.js's history({ createURL, parseURL }): a route state
 * is written as the site's canonical search address (formatSearchUrl) on the page's origin,
 * and an address is read the way the site reads it (parseSearchUrl).
 */
export function forecourtRouterUrls(options: InstantSearchRoutingOptions) {
  const site = options.site ?? NO_SITE;
  return {
    createURL({
      routeState,
      location,
    }: {
      routeState: Partial<SearchState>;
      location: RouterLocation;
    }): string {
      const state = normalizeSearchState({ ...emptySearchState(), ...routeState });
      return `${location.protocol}//${location.host}${formatSearchUrl(state, site, options.vocabulary)}`;
    },
    parseURL({ location }: { location: RouterLocation }): SearchState {
      return parseSearchUrl(`${location.pathname}${location.search}`, site, options.vocabulary);
    },
  };
}
