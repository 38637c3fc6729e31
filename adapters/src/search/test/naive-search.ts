import {
  type Car,
  compareForSort,
  excludesZeroPrice,
  type FacetItem,
  type FacetStats,
  facetLabel,
  facetValuesOf,
  isRangeField,
  keywordVocabulary,
  matchesDealerStockFilter,
  matchesKeywords,
  offsetOf,
  pagesOf,
  type RangeField,
  rangeValueOf,
  resolveSort,
  type SearchResult,
  STATS_ONLY_FIELDS,
  type StockQuery,
} from "@forecourt/core";

/**
 * The oracle: an obviously-correct filter-and-count over a plain array, written
 * straight from the rules (§7 dealer filter, car ids, refinements OR within a facet and
 * AND across, ranges, keywords over the site's whole stock, disjunctive facets). Slow on
 * purpose; tests only.
 */
export function naiveSearch(cars: readonly Car[], query: StockQuery): Omit<SearchResult, "ms"> {
  const { state } = query;
  const order = resolveSort(state.sortBy);
  const vocabulary = keywordVocabulary(cars);
  const inBase = (car: Car) =>
    (query.ids === undefined || query.ids.includes(car.id)) &&
    matchesDealerStockFilter(car, query.filter) &&
    (state.scope === null ||
      (state.scope.kind === "dealership"
        ? car.dealership_slug === state.scope.slug
        : car.location?.slug === state.scope.slug)) &&
    matchesKeywords(car, state.query, vocabulary) &&
    (!excludesZeroPrice(order, query.excludeZeroPriceOnPriceAsc) || (car.price ?? 0) > 0);
  const inGroup = (car: Car, name: string) => {
    const values = (state.refinementList as Record<string, string[] | undefined>)[name];
    if (values && values.length > 0 && !facetValuesOf(car, name).some((v) => values.includes(v)))
      return false;
    const range = (state.range as Record<string, { min?: number; max?: number } | undefined>)[name];
    if (range && (range.min !== undefined || range.max !== undefined)) {
      const v = rangeValueOf(car, name as RangeField);
      if (v === null) return false;
      if (range.min !== undefined && v < range.min) return false;
      if (range.max !== undefined && v > range.max) return false;
    }
    return true;
  };
  const groupNames = [
    ...new Set([...Object.keys(state.refinementList), ...Object.keys(state.range)]),
  ];
  const matches = (car: Car, except?: string) =>
    inBase(car) && groupNames.every((g) => g === except || inGroup(car, g));

  const hitsAll = cars.filter((c) => matches(c)).sort(compareForSort(order));
  const facets: Record<string, FacetItem[]> = {};
  const stats: Record<string, FacetStats> = {};
  for (const name of query.facets) {
    const set = cars.filter((c) => matches(c, name));
    if (!STATS_ONLY_FIELDS.includes(name)) {
      const counts = new Map<string, number>();
      for (const car of set)
        for (const v of facetValuesOf(car, name)) counts.set(v, (counts.get(v) ?? 0) + 1);
      facets[name] = [...counts].map(([value, count]) => ({
        label: facetLabel(name, value),
        value,
        count,
      }));
    }
    if (isRangeField(name)) {
      const values = set.map((c) => rangeValueOf(c, name)).filter((v): v is number => v !== null);
      if (values.length > 0) stats[name] = { min: Math.min(...values), max: Math.max(...values) };
    }
  }
  const offset = offsetOf(query);
  return {
    hits: hitsAll.slice(offset, offset + query.hitsPerPage),
    count: hitsAll.length,
    page: state.page,
    pages: pagesOf(hitsAll.length, query.hitsPerPage),
    facets,
    stats,
  };
}
