import {
  RANGE_FIELDS,
  type RangeField,
  REFINEMENT_FIELDS,
  type RefinementField,
  type SearchState,
} from "../schemas/search-state";
import {
  ALL_STOCK_PATH,
  parseSearchPath,
  resolveSearchPath,
  type SearchPathParts,
  type SearchUrlSite,
  safeDecode,
  segmentOfCarTypes,
  slugify,
} from "./search-path";
import { emptySearchState, normalizeSearchState } from "./search-state";
import type { SearchVocabulary } from "./search-vocabulary";
import { SORT_BY_OPTIONS } from "./sort-options";

/**
 * §2/§4 search state ⇄ URL in the InstantSearch format: `query`, `refinementList[field][i]`,
 * `range[field]=min:max`, `sortBy`, and `page` only when it is not 1; car type, make,
 * model and scope ride in the path where §2 has a form for them.
 */

// InstantSearch writes `refinementList[make][0]=`; hand-written links also say `[make][]=` or `[make]=`.
const REFINEMENT_KEY = /^refinementList\[([^\]]+)\](?:\[(\d*)\])?$/;
const RANGE_KEY = /^range\[([^\]]+)\]$/;

function decodeParam(text: string): string {
  return safeDecode(text.replace(/\+/g, " "));
}

function parseBound(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

function parseQueryString(search: string, state: SearchState): void {
  const lists = new Map<RefinementField, Array<{ index: number; value: string }>>();
  for (const pair of search.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decodeParam(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? "" : decodeParam(pair.slice(eq + 1));
    const refinement = REFINEMENT_KEY.exec(key);
    const range = RANGE_KEY.exec(key);
    if (refinement) {
      const field = refinement[1] as RefinementField;
      if (!REFINEMENT_FIELDS.includes(field)) continue;
      const list = lists.get(field) ?? [];
      const index = refinement[2];
      list.push({
        index: index === undefined || index === "" ? list.length : Number(index),
        value,
      });
      lists.set(field, list);
    } else if (range) {
      const field = range[1] as RangeField;
      if (!RANGE_FIELDS.includes(field)) continue;
      const [lo, hi] = value.split(":");
      let min = parseBound(lo);
      let max = parseBound(hi);
      if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
      state.range[field] = {
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    } else if (key === "query") state.query = value;
    else if (key === "sortBy") state.sortBy = value === "" ? null : value;
    else if (key === "page") {
      const page = Number(value);
      if (Number.isInteger(page) && page >= 1) state.page = page;
    } else if (key === "isMinRange" || key === "isMaxRange") {
      if (value === "true" || value === "false") state[key] = value === "true";
    }
  }
  for (const [field, list] of lists) {
    const fromPath = state.refinementList[field] ?? [];
    const fromQuery = list.sort((a, b) => a.index - b.index).map((x) => x.value);
    state.refinementList[field] = [...fromPath, ...fromQuery];
  }
}

function splitAddress(pathAndQuery: string): { path: string; search: string } {
  const hash = pathAndQuery.indexOf("#");
  const withoutHash = hash === -1 ? pathAndQuery : pathAndQuery.slice(0, hash);
  const q = withoutHash.indexOf("?");
  return {
    path: q === -1 ? withoutHash : withoutHash.slice(0, q),
    search: q === -1 ? "" : withoutHash.slice(q + 1),
  };
}

/**
 * Issue 14 §3: the sortBy a canonical address carries: null for the site's default order
 * (its first sort option) and for any value the site does not offer, so neither ever
 * appears in a canonical URL. Without a site's options, the engine's known orders count.
 */
export function canonicalSortBy(sortBy: string | null, site: SearchUrlSite): string | null {
  if (sortBy === null || sortBy === "") return null;
  const offered = site.stock?.sortOptions?.map((o) => o.value) ?? SORT_BY_OPTIONS;
  const fallback = site.stock?.sortOptions ? offered[0] : "rank_desc";
  return offered.includes(sortBy) && sortBy !== fallback ? sortBy : null;
}

function stateOf(parts: SearchPathParts, search: string, site: SearchUrlSite): SearchState {
  const state = emptySearchState();
  if (parts.carTypes && parts.carTypes.length > 0) state.refinementList.car_type = parts.carTypes;
  if (parts.itemType) state.refinementList.item_type = [parts.itemType];
  if (parts.body) state.refinementList.body = [parts.body];
  if (parts.make) state.refinementList.make = [parts.make];
  if (parts.model) state.refinementList.model = [parts.model];
  state.scope = parts.scope;
  parseQueryString(search, state);
  state.sortBy = canonicalSortBy(state.sortBy, site);
  return normalizeSearchState(state);
}

/**
 * Reads a search page address exactly as the browser shows it (path and query string)
 * into a canonical SearchState. Total: unknown parameters are ignored, bad numbers dropped,
 * path values the vocabulary lacks guessed from their slug.
 */
export function parseSearchUrl(
  pathAndQuery: string,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary = {},
): SearchState {
  const { path, search } = splitAddress(pathAndQuery);
  return stateOf(parseSearchPath(path, site, vocabulary), search, site);
}

/** A search address read against a site: its state, or the path segment that names nothing there. */
export type SearchUrlResolution = { ok: true; state: SearchState } | { ok: false; segment: string };

/**
 * §2/§9 the one reading of a search address that web, API and CLI share: path segments
 * match the site's real facet values (vocabulary from stockVocabulary) and the car types it
 * sells; a segment naming nothing there is `{ ok: false }` (a 404), never an empty search.
 */
export function resolveSearchUrl(
  pathAndQuery: string,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary,
): SearchUrlResolution {
  const { path, search } = splitAddress(pathAndQuery);
  const read = resolveSearchPath(path, site, vocabulary);
  return read.ok ? { ok: true, state: stateOf(read.parts, search, site) } : read;
}

interface PathChoice {
  path: string;
  /** Refinements the path carries, left out of the query string. */
  carried: Partial<Record<RefinementField, true>>;
}

function samePathParts(a: SearchState, b: SearchState): boolean {
  return (
    JSON.stringify([a.refinementList, a.scope]) === JSON.stringify([b.refinementList, b.scope])
  );
}

/** The most specific §2 path whose parse gives back exactly what it is meant to carry. */
function choosePath(
  state: SearchState,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary,
): PathChoice {
  if (state.scope) return { path: `/search/${encodeURIComponent(state.scope.slug)}`, carried: {} };
  const types = state.refinementList.car_type ?? [];
  const typeSegment = segmentOfCarTypes(types);
  const makes = state.refinementList.make ?? [];
  const models = state.refinementList.model ?? [];
  const candidates: Array<{
    segments: string[];
    carried: PathChoice["carried"];
    want: SearchState;
  }> = [];
  const want = (list: SearchState["refinementList"]): SearchState => ({
    ...emptySearchState(),
    refinementList: list,
  });
  const typeList = typeSegment && types.length > 0 ? { car_type: types } : {};
  const typeCarried = typeSegment && types.length > 0 ? { car_type: true as const } : {};
  const typeSegments = typeSegment && types.length > 0 ? [typeSegment] : [];
  const [make] = makes;
  const [model] = models;
  if (makes.length === 1 && make !== undefined && slugify(make) !== "") {
    if (models.length === 1 && model !== undefined && slugify(model) !== "") {
      candidates.push({
        segments: [...typeSegments, slugify(make), slugify(model)],
        carried: { ...typeCarried, make: true, model: true },
        want: want({ ...typeList, make: [make], model: [model] }),
      });
    }
    candidates.push({
      segments: [...typeSegments, slugify(make)],
      carried: { ...typeCarried, make: true },
      want: want({ ...typeList, make: [make] }),
    });
  }
  if (typeSegment) {
    candidates.push({ segments: [typeSegment], carried: typeCarried, want: want(typeList) });
  }
  for (const c of candidates) {
    const path = `/search/${c.segments.map(encodeURIComponent).join("/")}`;
    const read = resolveSearchUrl(path, site, vocabulary);
    if (read.ok && samePathParts(read.state, normalizeSearchState(c.want))) {
      return { path, carried: c.carried };
    }
  }
  return { path: ALL_STOCK_PATH, carried: {} };
}

function formatBound(n: number | undefined): string {
  return n === undefined ? "" : encodeURIComponent(String(n));
}

/** Writes a SearchState as the address §2 shows; parseSearchUrl reads it back unchanged. */
export function formatSearchUrl(
  input: SearchState,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary = {},
): string {
  return formatWith(input, site, (state) => choosePath(state, site, vocabulary));
}

/**
 * formatSearchUrl for many addresses of one site and vocabulary (a search page's facet, sort
 * and page links: hundreds at 100,000 cars). Choosing the path reads candidate paths back
 * through the vocabulary, most of an address's cost, and depends only on the scope, the car
 * types and a lone make (and its lone model), so each choice is kept for the formatter's life:
 * the links toggling one model or colour each share one. Same addresses.
 */
export function searchUrlFormatter(
  site: SearchUrlSite,
  vocabulary: SearchVocabulary = {},
): (state: SearchState) => string {
  const chosen = new Map<string, PathChoice>();
  return (input) =>
    formatWith(input, site, (state) => {
      const { car_type = [], make = [], model = [] } = state.refinementList;
      // A make rides in the path only when it is the one make, a model only under it.
      const oneMake = make.length === 1 ? make[0] : null;
      const oneModel = oneMake !== null && model.length === 1 ? model[0] : null;
      const key = JSON.stringify([state.scope?.slug ?? null, car_type, oneMake, oneModel]);
      let choice = chosen.get(key);
      if (!choice) {
        choice = choosePath(state, site, vocabulary);
        chosen.set(key, choice);
      }
      return choice;
    });
}

function formatWith(
  input: SearchState,
  site: SearchUrlSite,
  choose: (state: SearchState) => PathChoice,
): string {
  const state = normalizeSearchState({ ...input, sortBy: canonicalSortBy(input.sortBy, site) });
  const { path, carried } = choose(state);
  const params: string[] = [];
  if (state.query !== "") params.push(`query=${encodeURIComponent(state.query)}`);
  for (const field of REFINEMENT_FIELDS) {
    if (carried[field]) continue;
    (state.refinementList[field] ?? []).forEach((value, i) => {
      params.push(`refinementList[${field}][${i}]=${encodeURIComponent(value)}`);
    });
  }
  for (const field of RANGE_FIELDS) {
    const r = state.range[field];
    if (r) params.push(`range[${field}]=${formatBound(r.min)}:${formatBound(r.max)}`);
  }
  if (state.sortBy !== null) params.push(`sortBy=${encodeURIComponent(state.sortBy)}`);
  if (state.page !== 1) params.push(`page=${state.page}`);
  if (state.isMinRange !== undefined) params.push(`isMinRange=${state.isMinRange}`);
  if (state.isMaxRange !== undefined) params.push(`isMaxRange=${state.isMaxRange}`);
  return params.length === 0 ? path : `${path}?${params.join("&")}`;
}
