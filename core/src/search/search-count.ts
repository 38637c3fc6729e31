import type { FacetItem } from "../schemas/search-state";
import type { SiteConfig } from "../schemas/site-config";

/** §5/§9: counts above 1999 are treated as capped. */
export const SEARCH_COUNT_CAP = 1999;

/** Facets whose counts partition the stock, tried in order for the facet sum. */
const PARTITION_FACETS = ["car_type", "make", "status"] as const;

type CountSite = { stock: Pick<SiteConfig["stock"], "stockCount"> };

/**
 * §5 search count: a count above 1999 is replaced by the configured stock count, else by
 * the sum of a partitioning facet's counts (car type, make or status), else kept.
 */
export function displayedSearchCount(
  count: number,
  facets: Readonly<Record<string, readonly FacetItem[]>>,
  site: CountSite,
): number {
  if (count <= SEARCH_COUNT_CAP) return count;
  if (site.stock.stockCount !== null) return site.stock.stockCount;
  for (const field of PARTITION_FACETS) {
    const items = facets[field];
    if (items && items.length > 0) return items.reduce((sum, item) => sum + item.count, 0);
  }
  return count;
}
