import {
  type DealerStockFilter,
  excludesZeroPrice,
  MIN_TYPO_WORD_LENGTH,
  type NumericRange,
  resolveSort,
  type SearchState,
  type StockQuery,
  searchTokens,
} from "@forecourt/core";
import {
  filterValue,
  MAX_TOKEN_LENGTH,
  scaledAbove,
  scaledAtLeast,
  scaledAtMost,
  valueKey,
} from "./encoding";
import {
  facetField,
  hasFacetItems,
  hasPlainField,
  hasStats,
  KEYED_FIELDS,
  keyedField,
  NUM_TYPOS,
  numericField,
  QUERY_BY,
} from "./schema";

/**
 * The pure query compiler: a StockQuery becomes Typesense multi_search requests.
 * The first request returns the hits and the counts of facets nobody refined; each
 * refined facet gets one more request filtered by every refinement but its own
 * (disjunctive facets, as InstantSearch's Typesense adapter asks for them).
 */

/** Search parameters of one multi_search request (the collection is added when sent). */
export interface TypesenseSearchParams extends KeywordParams {
  filter_by: string;
  sort_by?: string;
  facet_by?: string;
  max_facet_values?: number;
  facet_strategy?: "exhaustive";
  page?: number;
  per_page: number;
  include_fields?: string;
}

export type RequestRole =
  | { kind: "hits" }
  | { kind: "stats" }
  | { kind: "disjunctive"; facet: string };

export interface CompiledRequest {
  role: RequestRole;
  params: TypesenseSearchParams;
}

export interface SearchPlan {
  /** The hits request first. */
  requests: CompiledRequest[];
  /** Requested facets with items (each gets a list, empty when nothing matches). */
  itemFacets: string[];
  /** Requested facets with min/max stats. */
  statFacets: string[];
  page: number;
  hitsPerPage: number;
}

/** Facet values returned per field: the embedded engine returns them all. */
export const MAX_FACET_VALUES = 1000;
/** Typesense returns at most 250 hits per page. */
export const MAX_HITS_PER_PAGE = 250;
/** Words of a keyword query sent; a shopper's query needs far fewer. */
export const MAX_QUERY_WORDS = 20;
/** A filter no document passes (an empty car-type list, an empty range). */
export const MATCH_NOTHING = "shown:=true && shown:=false";

/** A key (hex digest) or word in backticks. Only keys and query words reach here; anything else is a bug. */
export function literal(value: string): string {
  if (!/^[\p{L}\p{N}]+$/u.test(value)) {
    throw new Error(
      `Typesense filter literal must be letters and digits: ${JSON.stringify(value)}`,
    );
  }
  return `\`${value}\``;
}

const list = (keys: readonly string[]) => `[${[...new Set(keys)].map(literal).join(", ")}]`;
const anyOf = (field: string, keys: readonly string[]) => `${field}:=${list(keys)}`;
const noneOf = (field: string, keys: readonly string[]) => `${field}:!=${list(keys)}`;

/**
 * Any of some plain values of a field, exactly: the plain values in backticks (what
 * Typesense's tools and InstantSearch send), and the values' keys, because Typesense
 * compares plain strings with case and punctuation folded. The plain part is left out
 * for a value with nothing Typesense compares (e.g. "]"); the key part always decides.
 */
export function exactlyAnyOf(field: string, values: readonly string[]): string {
  const keyed = anyOf(
    keyedField(field),
    values.map((v) => valueKey(v)),
  );
  if (!hasPlainField(field)) return keyed;
  const plain = [...new Set(values.map(filterValue))];
  if (plain.includes(null)) return keyed;
  return `${facetField(field)}:=[${plain.join(", ")}] && ${keyed}`;
}

/** The one site's documents: its slug as written and, exactly, its key. */
export function siteFilter(site: string): string {
  const plain = filterValue(site);
  const keyed = `site_key:=${literal(valueKey(site))}`;
  return plain === null ? keyed : `site:=${plain} && ${keyed}`;
}

/** §7 dealer stock filter, the site first so no tenant ever sees another's stock. */
export function dealerFilterClauses(site: string, filter: DealerStockFilter): string[] {
  const clauses = [
    siteFilter(site),
    `(listed:=true || sold_at:>${scaledAbove(filter.soldSince)})`,
    "shown:=true",
  ];
  if (filter.carTypes !== null) {
    clauses.push(
      filter.carTypes.length === 0
        ? MATCH_NOTHING
        : anyOf(
            "type_key",
            filter.carTypes.map((t) => valueKey(t)),
          ),
    );
  }
  if (filter.hiddenMakes.length > 0) {
    clauses.push(
      noneOf(
        "make_key",
        filter.hiddenMakes.map((m) => valueKey(m.toLowerCase())),
      ),
    );
  }
  if (filter.hiddenStockNumbers.length > 0) {
    clauses.push(
      noneOf(
        "stock_key",
        filter.hiddenStockNumbers.map((s) => valueKey(s)),
      ),
    );
  }
  return clauses;
}

/** Keyword search parameters (issue 14 §3): Typesense's own `q` over the keyword fields. */
export interface KeywordParams {
  q: string;
  query_by: string;
  num_typos?: string;
  prefix?: boolean;
  min_len_1typo?: number;
  typo_tokens_threshold?: number;
  drop_tokens_threshold?: number;
}

/**
 * `q` with `query_by` the keyword fields: the query's words as core searchTokens splits
 * them (the documents hold words split the same way), the last one as typed so far; one
 * typo on descriptive fields (none on stock numbers and VINs) for words of 4+ characters,
 * tried only when the words as typed find nothing; every word must match.
 */
export function keywordParams(text: string): KeywordParams {
  const words = searchTokens(text)
    .map((w) => Array.from(w).slice(0, MAX_TOKEN_LENGTH).join(""))
    .slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return { q: "*", query_by: QUERY_BY };
  return {
    q: words.join(" "),
    query_by: QUERY_BY,
    num_typos: NUM_TYPOS,
    prefix: true,
    min_len_1typo: MIN_TYPO_WORD_LENGTH,
    typo_tokens_threshold: 1,
    drop_tokens_threshold: 0,
  };
}

/** A range filter on a numeric field (inclusive; cars without a value never pass). */
export function rangeClause(field: string, range: NumericRange): string {
  const lo = range.min === undefined ? null : scaledAtLeast(range.min);
  const hi = range.max === undefined ? null : scaledAtMost(range.max);
  if (lo !== null && hi !== null && lo > hi) return MATCH_NOTHING;
  const parts: string[] = [];
  if (lo !== null) parts.push(`${field}:>=${lo}`);
  if (hi !== null) parts.push(`${field}:<=${hi}`);
  return parts.join(" && ");
}

/** Refinements and ranges grouped by facet: OR within a refinement, AND across groups. */
export function groupClauses(state: SearchState): Map<string, string> {
  const groups = new Map<string, string[]>();
  const add = (name: string, clause: string) =>
    groups.set(name, [...(groups.get(name) ?? []), clause]);
  for (const [name, values] of Object.entries(state.refinementList)) {
    if (!values || values.length === 0) continue;
    if (!KEYED_FIELDS.includes(name)) {
      throw new Error(
        `Typesense search: refinement "${name}" has no field in the collection schema`,
      );
    }
    add(name, exactlyAnyOf(name, values));
  }
  for (const [name, range] of Object.entries(state.range)) {
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    if (!hasStats(name)) {
      throw new Error(`Typesense search: range "${name}" has no field in the collection schema`);
    }
    add(name, rangeClause(numericField(name), range));
  }
  return new Map([...groups].map(([name, clauses]) => [name, clauses.join(" && ")]));
}

/** Hit order: the chosen key (missing values last either way), then car id. */
export function sortClause(sortBy: string | null): string {
  const order = resolveSort(sortBy);
  return `${numericField(order.field)}(missing_values: last):${order.direction},id_sort:asc`;
}

/** Only some cars of the site, by id (StockQuery.ids): none at all for an empty list. */
export function idsClause(ids: readonly string[]): string {
  return ids.length === 0
    ? MATCH_NOTHING
    : anyOf(
        "car_key",
        ids.map((id) => valueKey(id)),
      );
}

/** The filter removing some cars of one site. */
export function removalFilter(site: string, ids: readonly string[]): string {
  return `site_key:=${literal(valueKey(site))} && ${anyOf(
    "car_key",
    ids.map((id) => valueKey(id)),
  )}`;
}

const facetParams = (fields: readonly string[], maxValues: number) => ({
  facet_by: fields.join(","),
  max_facet_values: maxValues,
  // Counts and min/max over every match: top_values would estimate them.
  facet_strategy: "exhaustive" as const,
});

/** StockQuery → the multi_search requests answering it. Throws on a facet the schema lacks. */
export function compileStockQuery(query: StockQuery): SearchPlan {
  const { state, hitsPerPage } = query;
  if (!Number.isInteger(hitsPerPage) || hitsPerPage < 0 || hitsPerPage > MAX_HITS_PER_PAGE) {
    throw new RangeError(
      `hitsPerPage must be an integer from 0 to ${MAX_HITS_PER_PAGE} for Typesense`,
    );
  }
  const facets = [...new Set(query.facets)];
  for (const name of facets) {
    if (!hasFacetItems(name) && !hasStats(name)) {
      throw new Error(`Typesense search: facet "${name}" has no field in the collection schema`);
    }
  }
  const base = dealerFilterClauses(query.site, query.filter);
  if (state.scope) {
    const field = state.scope.kind === "dealership" ? "dealership_slug" : "location_slug";
    base.push(exactlyAnyOf(field, [state.scope.slug]));
  }
  if (excludesZeroPrice(resolveSort(state.sortBy), query.excludeZeroPriceOnPriceAsc)) {
    base.push(`${numericField("price")}:>0`);
  }
  if (query.ids !== undefined) base.push(idsClause(query.ids));
  const groups = groupClauses(state);
  const filterWithout = (except: string | null) =>
    [...base, ...[...groups].filter(([name]) => name !== except).map(([, c]) => c)].join(" && ");
  const common = keywordParams(state.query);

  const itemFacets = facets.filter(hasFacetItems);
  const statFacets = facets.filter(hasStats);
  const openItems = itemFacets.filter((n) => !groups.has(n)).map(facetField);
  const openStats = statFacets.filter((n) => !groups.has(n)).map(numericField);
  const hits: TypesenseSearchParams = {
    ...common,
    filter_by: filterWithout(null),
    sort_by: sortClause(state.sortBy),
    page: state.page,
    per_page: hitsPerPage,
    include_fields: "car",
  };
  const requests: CompiledRequest[] = [{ role: { kind: "hits" }, params: hits }];
  if (openItems.length > 0) Object.assign(hits, facetParams(openItems, MAX_FACET_VALUES));
  if (openStats.length > 0 && openItems.length === 0) {
    // Stats alone: one value per field is enough, min/max cover every match.
    Object.assign(hits, facetParams(openStats, 1));
  } else if (openStats.length > 0) {
    requests.push({
      role: { kind: "stats" },
      params: { ...common, filter_by: hits.filter_by, per_page: 0, ...facetParams(openStats, 1) },
    });
  }
  for (const name of facets) {
    if (!groups.has(name)) continue;
    const fields = [
      ...(hasFacetItems(name) ? [facetField(name)] : []),
      ...(hasStats(name) ? [numericField(name)] : []),
    ];
    requests.push({
      role: { kind: "disjunctive", facet: name },
      params: {
        ...common,
        filter_by: filterWithout(name),
        per_page: 0,
        ...facetParams(fields, hasFacetItems(name) ? MAX_FACET_VALUES : 1),
      },
    });
  }
  return { requests, itemFacets, statFacets, page: state.page, hitsPerPage };
}
