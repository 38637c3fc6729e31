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
  /** Facet counts kept per site over repeated sets of cars; 0 turns it off (benchmarks). */
  facetCacheLimit?: number;
}

/**
 * A site's cars live in one place at a time: in `cars` until the first search builds the
 * index, then in the index alone (a second map of a million cars would cost ~50 MB); a
 * rebuild takes them back out of the index.
 */
interface SiteStock {
  cars: Map<string, Car> | null;
  /** Built on the first search (or `warm`), then edited car by car as the stock changes. */
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
    query.ids ?? null,
  ])}`;
}

/**
 * The default in-process search engine: per-site bitsets, posting lists and sorted
 * orders over typed arrays; disjunctive facet counts; a result cache.
 */
export function createEmbeddedSearch(options: EmbeddedSearchOptions = {}): SearchPort & {
  /** Builds any site index not built yet (so a benchmark can time it apart from queries). */
  warm(site?: string): void;
  /** Drops a site's index (every site's without an argument); the next search builds it afresh. */
  rebuild(site?: string): void;
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
    if (!stock.index) {
      stock.index = new SiteIndex([...(stock.cars as Map<string, Car>).values()]);
      if (options.facetCacheLimit !== undefined)
        stock.index.facetCacheLimit = options.facetCacheLimit;
      stock.cars = null;
    }
    return stock.index;
  };
  /** Drops the site's index, its cars back in the map. */
  const dropIndex = (stock: SiteStock): Map<string, Car> => {
    if (stock.index) {
      stock.cars = new Map(stock.index.liveCars().map((c) => [c.id, c]));
      stock.index = null;
    }
    return stock.cars as Map<string, Car>;
  };
  /**
   * Applies one change to the site's index in place. It runs synchronously, so a search
   * sees all of it or none; should it throw half-way, the index is dropped and rebuilt
   * from the cars on the next search rather than left half-edited.
   */
  const change = (site: string, upserts: readonly Car[], removedIds: readonly string[]) => {
    const stock = stockOf(site);
    const applyTo = (cars: Map<string, Car>) => {
      for (const id of removedIds) cars.delete(id);
      for (const car of upserts) cars.set(car.id, car);
    };
    try {
      if (stock.index) stock.index.apply(upserts, removedIds);
      else applyTo(stock.cars as Map<string, Car>);
    } catch (error) {
      // The cars the index holds, half-edited, with the whole change applied again: a
      // removal or an upsert by id gives the same stock applied once or twice.
      applyTo(dropIndex(stock));
      throw error;
    } finally {
      cache.invalidate(`${site}\u0000`);
    }
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
      change(site, cars, []);
    },
    async remove(site, ids) {
      change(site, [], ids);
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
    rebuild(site) {
      for (const slug of site === undefined ? [...sites.keys()] : [site]) {
        dropIndex(stockOf(slug));
        cache.invalidate(`${slug}\u0000`);
      }
    },
  };
}
