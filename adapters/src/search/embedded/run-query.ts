import {
  type Car,
  excludesZeroPrice,
  type FacetItem,
  type FacetStats,
  facetLabel,
  isRangeField,
  offsetOf,
  pagesOf,
  type RangeField,
  type RefinementField,
  resolveSort,
  type SearchResult,
  STATS_ONLY_FIELDS,
  type StockQuery,
} from "@forecourt/core";
import { andInto, type Bitset, cardinality, complementToList, hasBit, toList } from "./bitset";
import { countInto, refinementBits } from "./field-index";
import type { SiteIndex } from "./site-index";

/** A set of matching cars, with its documents listed once for every facet that counts over it. */
interface MatchSet {
  bits: Bitset;
  size: number;
  /** Docs in the set, or (when the set is over half the site) docs NOT in it. */
  list: Uint32Array;
  listLength: number;
  complement: boolean;
}

/** `slot` picks one of the index's reusable doc lists (a query runs start to end, synchronously). */
function matchSet(index: SiteIndex, bits: Bitset, slot: number): MatchSet {
  const size = cardinality(bits);
  const complement = size > index.n / 2;
  const list = index.scratchList(slot);
  const listLength = complement ? complementToList(bits, index.all, list) : toList(bits, list);
  return { bits, size, list, listLength, complement };
}

function facetItems(index: SiteIndex, name: string, set: MatchSet): FacetItem[] {
  const field = index.field(name);
  const counts = new Int32Array(field.values.length);
  countInto(field, set.list, set.listLength, counts);
  const items: FacetItem[] = [];
  // Code 0 counts the cars without a value.
  for (let v = 1; v < field.values.length; v++) {
    // Counting the cars outside a large set is cheaper: inside = all − outside.
    const count = set.complement ? field.total(v) - (counts[v] as number) : (counts[v] as number);
    if (count > 0) {
      const value = field.values[v] as string;
      items.push({ label: facetLabel(name, value), value, count });
    }
  }
  return items;
}

function facetStats(index: SiteIndex, name: RangeField, set: MatchSet): FacetStats | null {
  if (set.size === 0) return null;
  const { pairs, byDoc } = index.numeric(name);
  const { docs, values } = pairs;
  if (!set.complement && set.size * set.size < index.n) {
    // Few cars: reading their values beats walking the sorted values until one is in the set.
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < set.listLength; i++) {
      const v = byDoc[set.list[i] as number] as number;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    return min <= max ? { min, max } : null;
  }
  let lo = 0;
  while (lo < pairs.length && !hasBit(set.bits, docs[lo] as number)) lo++;
  if (lo === pairs.length) return null;
  let hi = pairs.length - 1;
  while (!hasBit(set.bits, docs[hi] as number)) hi--;
  return { min: values[lo] as number, max: values[hi] as number };
}

function pageOfHits(index: SiteIndex, query: StockQuery, match: MatchSet): number[] {
  const { order, position, length } = index.sort(resolveSort(query.state.sortBy));
  const offset = offsetOf(query);
  const end = offset + query.hitsPerPage;
  if (offset >= match.size) return [];
  // Walking the order visits about end·n/size docs; sorting the matches' positions costs
  // about size·log(size) steps, each a few times dearer than a bit test.
  const size = match.size;
  if (!match.complement && end * index.n > 4 * size * size * Math.log2(size + 1)) {
    const positions = new Uint32Array(match.listLength);
    for (let i = 0; i < match.listLength; i++)
      positions[i] = position[match.list[i] as number] as number;
    positions.sort();
    return Array.from(positions.subarray(offset, end), (p) => order[p] as number);
  }
  const hits: number[] = [];
  let seen = 0;
  for (let i = 0; i < length && hits.length < query.hitsPerPage; i++) {
    const d = order[i] as number;
    if (!hasBit(match.bits, d)) continue;
    if (seen++ >= offset) hits.push(d);
  }
  return hits;
}

/**
 * One §7 stock search over a site's indexes: base filter (dealer filter, scope, text,
 * zero-price exclusion), then refinements and ranges grouped by facet; each refined
 * facet counts over every group but its own (disjunctive facets).
 */
export function runQuery(index: SiteIndex, query: StockQuery): Omit<SearchResult, "ms"> {
  const { state } = query;
  const n = index.capacity;
  const base = index.baseBits(query.filter).slice();
  if (state.scope) {
    const field = state.scope.kind === "dealership" ? "dealership_slug" : "location_slug";
    andInto(base, refinementBits(index.field(field), [state.scope.slug], n));
  }
  const text = index.textBits(state.query);
  if (text) andInto(base, text);
  if (excludesZeroPrice(resolveSort(state.sortBy), query.excludeZeroPriceOnPriceAsc)) {
    andInto(base, index.positivePrice);
  }
  const groups = new Map<string, Bitset>();
  for (const [name, values] of Object.entries(state.refinementList) as Array<
    [RefinementField, string[]]
  >) {
    if (values && values.length > 0) groups.set(name, refinementBits(index.field(name), values, n));
  }
  for (const [name, range] of Object.entries(state.range) as Array<
    [RangeField, { min?: number; max?: number }]
  >) {
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    const bits = index.rangeBits(name, range);
    const existing = groups.get(name);
    if (existing) andInto(existing, bits);
    else groups.set(name, bits);
  }
  const all = base.slice();
  for (const bits of groups.values()) andInto(all, bits);
  const match = matchSet(index, all, 0);

  const facets: Record<string, FacetItem[]> = {};
  const stats: Record<string, FacetStats> = {};
  for (const name of query.facets) {
    let set = match;
    if (groups.has(name)) {
      const bits = base.slice();
      for (const [other, b] of groups) if (other !== name) andInto(bits, b);
      set = matchSet(index, bits, 1);
    }
    if (!STATS_ONLY_FIELDS.includes(name)) facets[name] = facetItems(index, name, set);
    if (isRangeField(name)) {
      const s = facetStats(index, name, set);
      if (s) stats[name] = s;
    }
  }
  const hits = pageOfHits(index, query, match).map((d) => index.cars[d] as Car);
  return {
    hits,
    count: match.size,
    page: state.page,
    pages: pagesOf(match.size, query.hitsPerPage),
    facets,
    stats,
  };
}
