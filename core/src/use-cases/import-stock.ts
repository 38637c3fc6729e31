import type { AuditActor } from "../dealer/audit-entry";
import type { AuditRepository } from "../ports/audit";
import type { StockIndexSync } from "../ports/stock-index-sync";
import type { Car } from "../schemas/car";
import type { FeedProfile } from "../stock-feed/feed-profile";
import { noticeWarnings, notShownWarnings } from "../stock-feed/import-warnings";
import { parseFeedText } from "../stock-feed/parse-feed-text";
import { failed, succeeded, type UseCaseResult } from "./result";
import {
  type StoredFeedReport,
  type StoreStockFeedPorts,
  storeStockFeed,
} from "./store-stock-feed";

export type ImportStockPorts = StoreStockFeedPorts & {
  audit: Pick<AuditRepository, "record">;
  syncStock?: StockIndexSync;
};

/** How the file is written: JSON or NDJSON of §3 cars, or CSV/TSV through a mapping profile. */
export type ImportFeedSource = { format: "json" } | { format: "csv" | "tsv"; profile: FeedProfile };

export interface ImportStockInput {
  site: string;
  /** The file as the person named it: in the report, a parse error and the audit entry. */
  fileName: string;
  text: string;
  source: ImportFeedSource;
  /** Remove the site's cars that the feed does not list. */
  replace: boolean;
  /** Import nothing when any row is rejected. */
  strict: boolean;
  /** Create the site with default settings when no site has the slug (else it is not found). */
  createSite: boolean;
}

/** How far a big import has got: rows parsed, then cars stored (of `total`; the feed has `rows`). */
export interface ImportProgress {
  step: "parsed" | "stored";
  done: number;
  total: number;
  rows: number;
}

export interface ImportStockContext {
  now: Date;
  actor: AuditActor;
  onProgress?: (progress: ImportProgress) => void;
}

export type ImportStockReport = StoredFeedReport & {
  /** Cars stored that the site will not show, or leaves out of partner feeds (issues 36, 37). */
  warnings: string[];
  /** The cars stored (none when `strict` refused the feed): a shell may fetch their photos next. */
  cars: Car[];
};

/**
 * Issue 3 §2 and 17 §3: a stock feed file imported into one site, from the console's upload or
 * `forecourt import`: parsed by its format, stored car by car (a rejected row is reported, never
 * stored), audited with who imported it, and this process's search index brought up to date.
 */
export async function importStock(
  ports: ImportStockPorts,
  input: ImportStockInput,
  context: ImportStockContext,
): Promise<UseCaseResult<ImportStockReport>> {
  // Issue 37 §9: a misspelt slug silently created a new public site.
  if (!input.createSite && !(await ports.sites.get(input.site))) {
    return failed("not-found", `no site is called '${input.site}'`, { field: "site" });
  }
  const parsed = parseFeedText(
    input.text,
    input.source.format,
    input.source.format === "json" ? undefined : input.source.profile,
    (done, total) => context.onProgress?.({ step: "parsed", done, total, rows: total }),
  );
  if (!parsed.ok) return failed("invalid", `${input.fileName}: ${parsed.error}`, { field: "file" });
  const feed = parsed.feed;
  const report = await storeStockFeed(ports, input.site, feed, {
    replace: input.replace,
    strict: input.strict,
    onProgress: (done, total) =>
      context.onProgress?.({ step: "stored", done, total, rows: feed.rows }),
  });
  if (!report.imported) return succeeded({ ...report, warnings: [], cars: [] });

  await ports.audit.record({
    site: input.site,
    actor: context.actor,
    action: "stock.import",
    target: input.fileName,
    before: null,
    after: {
      rows: report.rows,
      added: report.added,
      updated: report.updated,
      ...(input.replace ? { removed: report.removed } : {}),
      rejected: report.rejected.length,
    },
    at: context.now,
  });
  await ports.syncStock?.();
  const site = await ports.sites.get(input.site);
  const warnings = [
    ...notShownWarnings(feed.cars),
    ...(site ? noticeWarnings(feed.cars, site, context.now) : []),
  ];
  return succeeded({ ...report, warnings, cars: feed.cars });
}
