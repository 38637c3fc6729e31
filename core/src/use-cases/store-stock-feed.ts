import type { SearchPort } from "../ports/search";
import type { SiteRepository, StockRepository } from "../ports/sites";
import { defaultSiteConfig } from "../schemas/site-config";
import type { ParsedStockFeed, RejectedRow } from "../stock-feed/parse-stock-feed";

/** Where a parsed feed is stored: the site's settings, its stock, the search index. */
export interface StoreStockFeedPorts {
  sites: Pick<SiteRepository, "get" | "save">;
  stock: Pick<StockRepository, "ids" | "upsert" | "remove">;
  search: Pick<SearchPort, "upsert" | "remove">;
}

export interface StoreStockFeedOptions {
  /** Remove the site's cars that the feed does not list. */
  replace: boolean;
  /** Store nothing when any row is rejected. */
  strict: boolean;
  /** Cars per store/index batch (progress is reported per batch). */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface StoredFeedReport {
  site: string;
  siteCreated: boolean;
  /** False only when `strict` refused the feed. */
  imported: boolean;
  rows: number;
  added: number;
  updated: number;
  removed: number;
  rejected: RejectedRow[];
}

/**
 * Stores a parsed feed in one site's stock (issue 3 §2), the step the import and the scheduled
 * feed pull share: creates the site with default settings when it is new, upserts by car id into
 * the store and the search index, and with `replace` removes the cars the feed no longer lists,
 * but never a car whose row was rejected, so a bad row loses nothing.
 */
export async function storeStockFeed(
  ports: StoreStockFeedPorts,
  slug: string,
  feed: ParsedStockFeed,
  options: StoreStockFeedOptions,
): Promise<StoredFeedReport> {
  const report: StoredFeedReport = {
    site: slug,
    siteCreated: false,
    imported: false,
    rows: feed.rows,
    added: 0,
    updated: 0,
    removed: 0,
    rejected: feed.rejected,
  };
  if (options.strict && feed.rejected.length > 0) return report;

  if (!(await ports.sites.get(slug))) {
    await ports.sites.save(defaultSiteConfig(slug));
    report.siteCreated = true;
  }
  const before = options.replace ? await ports.stock.ids(slug) : [];

  const batchSize = options.batchSize ?? 2_000;
  for (let i = 0; i < feed.cars.length; i += batchSize) {
    const batch = feed.cars.slice(i, i + batchSize);
    const { added, updated } = await ports.stock.upsert(slug, batch);
    await ports.search.upsert(slug, batch);
    report.added += added.length;
    report.updated += updated.length;
    options.onProgress?.(Math.min(i + batchSize, feed.cars.length), feed.cars.length);
  }

  if (options.replace) {
    const keep = new Set([
      ...feed.cars.map((c) => c.id),
      ...feed.rejected.flatMap((r) => (r.id === null ? [] : [r.id])),
    ]);
    const absent = before.filter((id) => !keep.has(id));
    if (absent.length > 0) {
      await ports.stock.remove(slug, absent);
      await ports.search.remove(slug, absent);
    }
    report.removed = absent.length;
  }
  report.imported = true;
  return report;
}
