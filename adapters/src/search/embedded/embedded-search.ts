import {
  type Car,
  offsetOf,
  resolveSort,
  type SearchPort,
  type SearchResult,
  type StockQuery,
} from "@forecourt/core";
import { ResultCache } from "./result-cache";
import { runQuery } from "./run-query";
import { SiteIndex } from "./site-index";

/** Default result cache size (the spec does not show its constant). */
export const DEFAULT_CACHE_LIMIT = 200;

export interface EmbeddedSearchOptions {
  /** Cached results, oldest dropped first; 0 turns the cache off (benchmarks). */
  cacheLimit?: number;
}

interface SiteStock {
  cars: Map<string, Car>;
  /** Rebuilt on the first search after a change. */
  index: SiteIndex | null;
}

/** The cache key: §4 offset, query, sort and refinements, plus what else changes the answer. */
function cacheKey(query: StockQuery): string {
  const { state } = query;
  return `${query.site}\u0000${JSON.stringify([
    offsetOf(query),
    state.query,
    resolveSort(state.sortBy),
    state.refinementList,
    state.range,
    state.scope,
    query.filter,
    query.facets,
    query.hitsPerPage,
    query.excludeZeroPriceOnPriceAsc,
  ])}`;
}

/**
 * The default in-process search engine: per-site bitsets, posting lists and sorted
 * orders over typed arrays; disjunctive facet counts; a result cache.
 */
export function createEmbeddedSearch(options: EmbeddedSearchOptions = {}): SearchPort & {
  /** Builds any stale site index now (so a benchmark can time it apart from queries). */
  warm(site?: string): void;
} {
  const sites = new Map<string, SiteStock>();
  const cache = new ResultCache<Omit<SearchResult, "ms">>(
    options.cacheLimit ?? DEFAULT_CACHE_LIMIT,
  );

  const stockOf = (site: string): SiteStock => {
    let stock = sites.get(site);
    if (!stock) {
      stock = { cars: new Map(), index: null };
      sites.set(site, stock);
    }
    return stock;
  };
  const indexOf = (site: string): SiteIndex => {
    const stock = stockOf(site);
    stock.index ??= new SiteIndex([...stock.cars.values()]);
    return stock.index;
  };
  const changed = (site: string) => {
    stockOf(site).index = null;
    cache.invalidate(`${site}\u0000`);
  };

  const search = (query: StockQuery): SearchResult => {
    const started = performance.now();
    const key = cacheKey(query);
    let result = cache.get(key);
    if (result === undefined) {
      result = runQuery(indexOf(query.site), query);
      cache.set(key, result);
    }
    return { ...result, ms: performance.now() - started };
  };

  return {
    async upsert(site, cars) {
      const stock = stockOf(site);
      for (const car of cars) stock.cars.set(car.id, car);
      changed(site);
    },
    async remove(site, ids) {
      const stock = stockOf(site);
      for (const id of ids) stock.cars.delete(id);
      changed(site);
    },
    async search(query) {
      return search(query);
    },
    async multiSearch(queries) {
      return queries.map(search);
    },
    async health() {
      return true;
    },
    warm(site) {
      for (const slug of site === undefined ? sites.keys() : [site]) indexOf(slug);
    },
  };
}
