import {
  type Car,
  maskUrlCredentials,
  type SearchPort,
  type SiteRepository,
  type StockRepository,
} from "@forecourt/core";
import {
  FEED_RUN_PHOTO_FAILURES_KEPT,
  FEED_RUN_REJECTED_KEPT,
  type FeedRun,
  type FeedRunOutcome,
  type FeedRunPhotoFailure,
  type FeedRunRepository,
  type FeedRunTrigger,
} from "@forecourt/core/ports/feed-runs";
import {
  isFeedDue,
  missingCarsDecision,
  type StockFeedSettings,
} from "@forecourt/core/stock-feed/feed-pull";
import { parseFeedText } from "@forecourt/core/stock-feed/parse-feed-text";
import { storeStockFeed } from "@forecourt/core/use-cases/store-stock-feed";
import { ingestCarPhotos, ingestiblePhotoUrls } from "../media/ingest-car-photos";
import { PHOTO_NOT_FETCHED, type PhotoIngester } from "../media/ingest-photo";
import type { OutboundFetch } from "../net/outbound-fetch";
import { fetchFeed } from "./fetch-feed";

/** How often the platform looks for feeds that are due (each site has its own interval). */
export const FEED_PULL_CHECK_MS = 60_000;
/** A run holds its site's lease this long unless it finishes first (its instance may die). */
export const FEED_PULL_LEASE_MS = 15 * 60_000;

/** What staff read when a run failed for a reason of ours (the log has the reason). */
const PULL_FAILED = "The pull failed; the next one will try again.";
/** What staff read of the photos left when the media store failed mid-run (the log has why). */
const PHOTOS_NOT_STORED = "The photos could not be stored; a later pull tries again.";
/** What staff read of the photos a run had no time left for (its lease was ending). */
const PHOTOS_NO_TIME = "The pull ran out of time for this photo; a later pull stores it.";
/** Photos stop being started this long before the run's lease ends (one photo's time cap and more). */
const PHOTO_LEASE_MARGIN_MS = 2 * 60_000;

export interface FeedPullDeps {
  sites: SiteRepository;
  stock: StockRepository;
  search: SearchPort;
  feedRuns: FeedRunRepository;
  /** The outbound-fetch guard (FORECOURT_FETCH_ALLOW lets named private hosts through). */
  outbound: OutboundFetch;
  /**
   * The photo ingester `forecourt import` uses: the stored cars' photos are fetched through it.
   * The platform always passes it; without it (API tests of runs alone) no photo is fetched.
   */
  photos?: PhotoIngester;
  /** The operator's log: the site and the internal reason, never a shopper's details. */
  onFailure: (site: string, reason: string) => void;
  now?: () => Date;
  caps?: { maxBytes?: number; timeoutMs?: number };
}

export type FeedPullAnswer =
  | { ok: true; run: FeedRun }
  /** no_feed: the site names no feed; busy: a pull of it is running (or, scheduled, was lately). */
  | { ok: false; reason: "no_feed" | "busy" };

/** Issue 33 §1: pulls sites' stock feeds from their URLs, on schedule or when staff ask. */
export interface FeedPull {
  /** Pulls one site's feed now, unless another instance is pulling it. */
  pull(site: string, trigger: FeedRunTrigger): Promise<FeedPullAnswer>;
  /** Pulls every feed that is due; returns the runs this instance made. */
  pullDue(): Promise<FeedRun[]>;
  /** Looks for due feeds every `intervalMs` until stopped (the timer keeps no process alive). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * One instance at a time pulls a site's feed: each run is claimed in the store (FeedRunRepository)
 * and a scheduled claim is refused when a run started within the interval. The feed is fetched
 * conditionally through the guard, parsed by its format, imported, and the cars it no longer
 * lists are removed only as missingCarsDecision allows; every run is recorded with its counts.
 */
export function createFeedPull(deps: FeedPullDeps): FeedPull {
  const now = deps.now ?? (() => new Date());
  let timer: ReturnType<typeof setInterval> | undefined;
  let looking: Promise<FeedRun[]> | null = null;

  async function pull(site: string, trigger: FeedRunTrigger): Promise<FeedPullAnswer> {
    const settings = (await deps.sites.get(site))?.stockFeed;
    if (!settings) return { ok: false, reason: "no_feed" };
    const at = now();
    const run = await deps.feedRuns.claim({
      site,
      trigger,
      now: at,
      leaseUntil: new Date(at.getTime() + FEED_PULL_LEASE_MS),
      noRunSince:
        trigger === "schedule" ? new Date(at.getTime() - settings.intervalMinutes * 60_000) : null,
    });
    if (!run) return { ok: false, reason: "busy" };
    let outcome: FeedRunOutcome;
    try {
      outcome = await execute(site, settings, new Date(at.getTime() + FEED_PULL_LEASE_MS));
    } catch (error) {
      deps.onFailure(site, String(error));
      outcome = ended({ status: "failed", error: PULL_FAILED });
    }
    await deps.feedRuns.finish(run.id, outcome);
    return { ok: true, run: { ...run, ...outcome } };
  }

  function ended(fields: Partial<FeedRunOutcome> & Pick<FeedRunOutcome, "status">): FeedRunOutcome {
    return {
      rows: 0,
      added: 0,
      updated: 0,
      removed: 0,
      rejectedCount: 0,
      rejected: [],
      removalRefused: null,
      error: null,
      etag: null,
      lastModified: null,
      ...fields,
      finishedAt: now(),
    };
  }

  async function execute(
    site: string,
    settings: StockFeedSettings,
    leaseUntil: Date,
  ): Promise<FeedRunOutcome> {
    const last = await deps.feedRuns.lastFetched(site);
    const fetched = await fetchFeed(deps.outbound, settings.url, last, deps.caps);
    if (fetched.kind === "failed") {
      deps.onFailure(site, fetched.failure.reason);
      return ended({ status: "failed", error: fetched.failure.staffMessage });
    }
    if (fetched.kind === "not_changed") {
      return ended({
        status: "not_changed",
        etag: last?.etag ?? null,
        lastModified: last?.lastModified ?? null,
      });
    }
    const parsed = parseFeedText(fetched.text, settings.format, settings.profile);
    if (!parsed.ok) {
      return ended({ status: "failed", error: `The feed could not be read: ${parsed.error}` });
    }
    const feed = parsed.feed;
    const decision = missingCarsDecision(
      await deps.stock.ids(site),
      [...feed.cars.map((c) => c.id), ...feed.rejected.flatMap((r) => (r.id ? [r.id] : []))],
      settings,
    );
    const report = await storeStockFeed(deps, site, feed, {
      replace: decision.kind === "remove",
      strict: false,
    });
    const photos = await storePhotos(site, feed.cars, leaseUntil);
    return ended({
      ...photos,
      status: "imported",
      rows: report.rows,
      added: report.added,
      updated: report.updated,
      removed: report.removed,
      rejectedCount: report.rejected.length,
      rejected: report.rejected.slice(0, FEED_RUN_REJECTED_KEPT),
      removalRefused: decision.kind === "refuse" ? decision.reason : null,
      etag: fetched.etag,
      lastModified: fetched.lastModified,
    });
  }

  /**
   * Issue 33 §2 for pulled feeds: the stored cars' photos go through the photo ingester (one
   * fetch per address ever: a stored photo, or a failed one not yet due again, is not fetched).
   * A photo that fails is counted and kept for staff, and never fails the run.
   */
  async function storePhotos(
    site: string,
    cars: ReadonlyArray<Car>,
    leaseUntil: Date,
  ): Promise<Pick<FeedRunOutcome, "photosStored" | "photosFailed" | "photoFailures">> {
    if (!deps.photos) return {};
    let photosStored = 0;
    const answered = new Set<string>();
    const failures: FeedRunPhotoFailure[] = [];
    const fail = (photo: string, reason: string) =>
      failures.push({ photo: maskUrlCredentials(photo), reason });
    let left = PHOTOS_NO_TIME;
    try {
      await ingestCarPhotos(deps.photos, cars, {
        onPhoto: (record) => {
          answered.add(record.source);
          if (record.state === "stored") photosStored++;
          else fail(record.source, record.staffReason ?? PHOTO_NOT_FETCHED);
        },
        // Past its lease another instance may start the next run: stop starting photos before.
        keepGoing: () => now().getTime() < leaseUntil.getTime() - PHOTO_LEASE_MARGIN_MS,
      });
    } catch (error) {
      // The media store failed: the photos left are reported; the cars stay imported.
      deps.onFailure(site, `photos: ${String(error)}`);
      left = PHOTOS_NOT_STORED;
    }
    for (const photo of ingestiblePhotoUrls(cars)) {
      if (!answered.has(photo.trim())) fail(photo, left);
    }
    return {
      photosStored,
      photosFailed: failures.length,
      photoFailures: failures.slice(0, FEED_RUN_PHOTO_FAILURES_KEPT),
    };
  }

  async function pullDue(): Promise<FeedRun[]> {
    const runs: FeedRun[] = [];
    for (const config of await deps.sites.list()) {
      const settings = config.stockFeed;
      if (!settings) continue;
      try {
        const [latest] = await deps.feedRuns.list(config.slug, 1);
        if (!isFeedDue(latest?.startedAt ?? null, settings.intervalMinutes, now())) continue;
        const answer = await pull(config.slug, "schedule");
        if (answer.ok) runs.push(answer.run);
      } catch (error) {
        // One site's trouble (its store rows, say) never stops the others' pulls.
        deps.onFailure(config.slug, String(error));
      }
    }
    return runs;
  }

  function lookOnce(): Promise<FeedRun[]> {
    looking ??= pullDue().finally(() => {
      looking = null;
    });
    return looking;
  }

  return {
    pull,
    pullDue: lookOnce,
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(
        () => void lookOnce().catch((error) => deps.onFailure("(every site)", String(error))),
        intervalMs,
      );
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await looking?.catch(() => {});
    },
  };
}
