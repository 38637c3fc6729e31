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
import { andInto, type Bitset, copyInto, hasBit } from "./bitset";
import { cheaperStrategy, countValues, MatchSet } from "./facet-count";
import { refinementBits } from "./field-index";
import type { SiteIndex } from "./site-index";

/** `slot` picks one of the index's reusable doc lists (a query runs start to end, synchronously). */
/** The index's reusable bitsets (SiteIndex.scratchBits) a query works in, by what they hold. */
const BASE = 0;
const MATCH = 1;
const FACET_SET = 2;
const TEMP = 3;
/** The first of the refined groups' own slots (one each: they live the whole query). */
const GROUPS = 4;

function matchSet(index: SiteIndex, bits: Bitset, slot: number): MatchSet {
  return new MatchSet(bits, index.all, index.n, index.scratchList(slot));
}

function facetItems(index: SiteIndex, name: string, set: MatchSet): FacetItem[] {
  const field = index.field(name);
  const counts = countValues(field, set, cheaperStrategy(field, set, index.n));
  const items: FacetItem[] = [];
  for (let v = 1; v < field.values.length; v++) {
    const count = counts[v] as number;
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
    const { list, length } = set.docs();
    for (let i = 0; i < length; i++) {
      const v = byDoc[list[i] as number] as number;
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
    const { list, length: listed } = match.docs();
    const positions = new Uint32Array(listed);
    for (let i = 0; i < listed; i++) positions[i] = position[list[i] as number] as number;
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
 * One §7 stock search over a site's indexes: base filter (dealer filter, scope, car ids, text,
 * zero-price exclusion), then refinements and ranges grouped by facet; each refined
 * facet counts over every group but its own (disjunctive facets).
 */
export function runQuery(index: SiteIndex, query: StockQuery): Omit<SearchResult, "ms"> {
  const { state } = query;
  const n = index.capacity;
  const base = copyInto(index.scratchBits(BASE), index.baseBits(query.filter));
  if (state.scope) {
    const field = state.scope.kind === "dealership" ? "dealership_slug" : "location_slug";
    andInto(
      base,
      refinementBits(index.field(field), [state.scope.slug], n, index.scratchBits(TEMP)),
    );
  }
  if (query.ids !== undefined) andInto(base, index.idBits(query.ids, index.scratchBits(TEMP)));
  const text = index.textBits(state.query);
  if (text) andInto(base, text);
  const zeroPrice = excludesZeroPrice(resolveSort(state.sortBy), query.excludeZeroPriceOnPriceAsc);
  if (zeroPrice) {
    andInto(base, index.positivePrice);
  }
  const groups = new Map<string, Bitset>();
  /** What picks each group's cars, for the facet count cache's keys. */
  const groupKeys = new Map<string, string>();
  for (const [name, values] of Object.entries(state.refinementList) as Array<
    [RefinementField, string[]]
  >) {
    if (values && values.length > 0) {
      const into = index.scratchBits(GROUPS + groups.size);
      groups.set(name, refinementBits(index.field(name), values, n, into));
      groupKeys.set(name, JSON.stringify(values));
    }
  }
  for (const [name, range] of Object.entries(state.range) as Array<
    [RangeField, { min?: number; max?: number }]
  >) {
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    const existing = groups.get(name);
    if (existing) andInto(existing, index.rangeBits(name, range, index.scratchBits(TEMP)));
    else groups.set(name, index.rangeBits(name, range, index.scratchBits(GROUPS + groups.size)));
    groupKeys.set(name, `${groupKeys.get(name) ?? ""}|${range.min ?? ""}:${range.max ?? ""}`);
  }
  const all = copyInto(index.scratchBits(MATCH), base);
  for (const bits of groups.values()) andInto(all, bits);
  const match = matchSet(index, all, 0);

  // The key of a set of cars: the base filter and every group but `except`.
  const baseKey = JSON.stringify([
    query.filter,
    state.scope,
    state.query.toLowerCase(),
    zeroPrice,
    query.ids ?? null,
  ]);
  const setKey = (except: string | null): string => {
    let key = baseKey;
    for (const name of [...groupKeys.keys()].sort())
      if (name !== except) key += `\u0000${name}=${groupKeys.get(name)}`;
    return key;
  };
  const matchKey = setKey(null);
  const facets: Record<string, FacetItem[]> = {};
  const stats: Record<string, FacetStats> = {};
  for (const name of query.facets) {
    const refined = groups.has(name);
    const counted = index.facetCounts(`${refined ? setKey(name) : matchKey}\u0000${name}`, () => {
      let set = match;
      if (refined) {
        const bits = copyInto(index.scratchBits(FACET_SET), base);
        for (const [other, b] of groups) if (other !== name) andInto(bits, b);
        set = matchSet(index, bits, 1);
      }
      return {
        items: STATS_ONLY_FIELDS.includes(name) ? null : facetItems(index, name, set),
        stats: isRangeField(name) ? facetStats(index, name, set) : null,
      };
    });
    if (counted.items) facets[name] = counted.items;
    if (counted.stats) stats[name] = counted.stats;
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
