import type { Car } from "../schemas/car";
import type { FacetItem, SearchState } from "../schemas/search-state";

/**
 * The compiled dealer stock filter of §7:
 * (status in_stock OR coming_soon OR sold_date_timestamp > soldSince) AND show_on_dealer_website
 * plus the per-site car-type prefix and excluded makes / stock numbers.
 */
export interface DealerStockFilter {
  /** Unix seconds; sold cars sold after this stay listed. */
  soldSince: number;
  carTypes: readonly string[] | null;
  hiddenMakes: readonly string[];
  hiddenStockNumbers: readonly string[];
}

export interface StockQuery {
  site: string;
  filter: DealerStockFilter;
  state: SearchState;
  /** §9: 21 by default. */
  hitsPerPage: number;
  /** Facet fields to count (disjunctively). Empty = none. */
  facets: readonly string[];
  /** §4: price ascending excludes zero-priced cars on sites that enable it. */
  excludeZeroPriceOnPriceAsc: boolean;
  /**
   * Only these car ids of the site, combined with every other condition (hits, count and
   * facet counts alike); ids the site lacks are ignored. Absent = no restriction; empty =
   * nothing matches. Lets a caller ask which of a few known cars a search finds without
   * reading all of its hits.
   */
  ids?: readonly string[];
}

/** Min and max of a numeric facet (price slider, §2 "price range slider"). */
export interface FacetStats {
  min: number;
  max: number;
}

export interface SearchResult {
  hits: Car[];
  /** Total matches (uncapped; capping for display is a core rule). */
  count: number;
  /** 1-based current page. */
  page: number;
  pages: number;
  /** Disjunctive counts per requested categorical facet, engine order (sort with core sortFacetItems). */
  facets: Record<string, FacetItem[]>;
  /** Disjunctive min/max per requested numeric facet (price, km, year, …) with any match. */
  stats: Record<string, FacetStats>;
  ms: number;
}

/** §7 stock search and multi-search, over one index holding every tenant. */
export interface SearchPort {
  /** Insert or replace cars of one site (by id). */
  upsert(site: string, cars: readonly Car[]): Promise<void>;
  remove(site: string, ids: readonly string[]): Promise<void>;
  search(query: StockQuery): Promise<SearchResult>;
  /** §7 multi-search: several queries in one round trip (similar cars). */
  multiSearch(queries: readonly StockQuery[]): Promise<SearchResult[]>;
  health(): Promise<boolean>;
}
