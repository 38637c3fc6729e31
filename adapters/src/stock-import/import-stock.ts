import {
  defaultSiteConfig,
  type ParsedStockFeed,
  type RejectedRow,
  type SearchPort,
  type SiteRepository,
  type StockRepository,
} from "@forecourt/core";

export interface ImportTargets {
  sites: SiteRepository;
  stock: StockRepository;
  search: SearchPort;
}

export interface ImportOptions {
  /** Remove the site's cars that the feed does not list. */
  replace: boolean;
  /** Import nothing when any row is rejected. */
  strict: boolean;
  /** Cars per store/index batch (progress is reported per batch). */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface ImportReport {
  site: string;
  siteCreated: boolean;
  /** False only when --strict refused the feed. */
  imported: boolean;
  rows: number;
  added: number;
  updated: number;
  removed: number;
  rejected: RejectedRow[];
}

/**
 * Imports a parsed feed into one site's stock (issue 3 §2): creates the site
 * with default settings when it is new, upserts by car id into the store and
 * the search index, and with `replace` removes the cars the feed no longer
 * lists — but never a car whose row was rejected, so a bad row loses nothing.
 */
export async function importStock(
  targets: ImportTargets,
  slug: string,
  feed: ParsedStockFeed,
  options: ImportOptions,
): Promise<ImportReport> {
  const report: ImportReport = {
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

  if (!(await targets.sites.get(slug))) {
    await targets.sites.save(defaultSiteConfig(slug));
    report.siteCreated = true;
  }
  const before = options.replace ? await targets.stock.ids(slug) : [];

  const batchSize = options.batchSize ?? 2_000;
  for (let i = 0; i < feed.cars.length; i += batchSize) {
    const batch = feed.cars.slice(i, i + batchSize);
    const { added, updated } = await targets.stock.upsert(slug, batch);
    await targets.search.upsert(slug, batch);
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
      await targets.stock.remove(slug, absent);
      await targets.search.remove(slug, absent);
    }
    report.removed = absent.length;
  }
  report.imported = true;
  return report;
}
