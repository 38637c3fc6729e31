import type { RejectedRow } from "../stock-feed/parse-stock-feed";

/** Issue 33 §1: why a feed pull started. */
export type FeedRunTrigger = "schedule" | "manual";

/**
 * How a pull ended: still running (a lease), imported, the feed had not changed since the last
 * pull (304), or failed (the feed could not be fetched or read).
 */
export type FeedRunStatus = "running" | "imported" | "not_changed" | "failed";

/** The most rejected rows a run keeps; the count says how many there were. */
export const FEED_RUN_REJECTED_KEPT = 100;

/** The most failed photos a run keeps; `photosFailed` says how many there were. */
export const FEED_RUN_PHOTO_FAILURES_KEPT = 100;

/** A photo of the pulled cars that could not be stored, as staff may read it. */
export interface FeedRunPhotoFailure {
  /** The photo's address, its credentials masked. */
  photo: string;
  /** Why, in staff's words: never a host's address, port or error code. */
  reason: string;
}

/** One pull of a site's stock feed, as staff see it in the console. */
export interface FeedRun {
  id: number;
  site: string;
  trigger: FeedRunTrigger;
  status: FeedRunStatus;
  startedAt: Date;
  finishedAt: Date | null;
  rows: number;
  added: number;
  updated: number;
  removed: number;
  rejectedCount: number;
  /** The first FEED_RUN_REJECTED_KEPT rejected rows. */
  rejected: RejectedRow[];
  /** Why cars missing from the feed were not removed ("the feed is empty"), else null. */
  removalRefused: string | null;
  /** What staff read when the run failed: never an address, port or stack. */
  error: string | null;
  /** The feed's validators, sent back on the next pull (If-None-Match / If-Modified-Since). */
  etag: string | null;
  lastModified: string | null;
  /** The pulled cars' photos stored (now or by an earlier run or import). */
  photosStored: number;
  /** Those that could not be: their cars show "Photos to follow" until a later pull stores them. */
  photosFailed: number;
  /** The first FEED_RUN_PHOTO_FAILURES_KEPT failed photos. */
  photoFailures: FeedRunPhotoFailure[];
}

/** How a run ended (everything but its identity and start). */
export type FeedRunOutcome = Pick<
  FeedRun,
  | "status"
  | "rows"
  | "added"
  | "updated"
  | "removed"
  | "rejectedCount"
  | "rejected"
  | "removalRefused"
  | "error"
  | "etag"
  | "lastModified"
> &
  /** The photo counts, when the run stored cars (0 and none otherwise). */
  Partial<Pick<FeedRun, "photosStored" | "photosFailed" | "photoFailures">> & { finishedAt: Date };

export interface FeedRunClaim {
  site: string;
  trigger: FeedRunTrigger;
  now: Date;
  /** The run is the site's until then, unless it finishes first (a crashed instance's lapses). */
  leaseUntil: Date;
  /** Scheduled pulls: claimed only when no run started after this (null: claimed regardless). */
  noRunSince: Date | null;
}

/**
 * The runs of every site's feed pulls, and the lease making one instance at a time pull a site's
 * feed: a claim is one atomic insert of a running run, refused while another is running.
 */
export interface FeedRunRepository {
  /** Starts a run, or null when the site's feed is being pulled (or, scheduled, was lately). */
  claim(claim: FeedRunClaim): Promise<FeedRun | null>;
  /** Records how the run ended and gives up its lease. */
  finish(id: number, outcome: FeedRunOutcome): Promise<void>;
  /** The site's runs, newest first. */
  list(site: string, limit: number): Promise<FeedRun[]>;
  /** The latest run that fetched the feed (imported or not changed): its validators. */
  lastFetched(site: string): Promise<FeedRun | null>;
}
