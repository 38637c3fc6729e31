import { z } from "zod";
import { FeedProfile } from "./feed-profile";

/** "Run now" pulls one site may ask for per window, counted across every instance (issue 33 §1). */
export const FEED_RUN_NOW_LIMIT = { perSite: 6, windowMs: 60 * 60_000 } as const;

/** The shortest interval a site may pull its feed at (issue 33 §1). */
export const MIN_FEED_INTERVAL_MINUTES = 15;

/**
 * Issue 33 §1 scheduled pull: where a site's stock feed lives, how it is written and how often it
 * is fetched; with `removeMissing`, a full feed takes off the site the cars it no longer lists,
 * unless it is empty or lists `maxShrinkShare` fewer of them than before.
 */
export const StockFeedSettings = z
  .strictObject({
    url: z.url({
      protocol: /^https?$/,
      error: "must be an http or https address",
    }),
    format: z.enum(["json", "csv", "tsv"], { error: "must be json, csv or tsv" }).default("json"),
    /** The mapping profile a CSV or TSV feed is read through (see `forecourt feed-profile schema`). */
    profile: FeedProfile.optional(),
    intervalMinutes: z
      .number({ error: "must be a number of minutes" })
      .int("must be a whole number of minutes")
      .min(MIN_FEED_INTERVAL_MINUTES, `must be at least ${MIN_FEED_INTERVAL_MINUTES} minutes`)
      .max(7 * 24 * 60, "must be at most a week (10080 minutes)")
      .default(60),
    removeMissing: z.boolean({ error: "must be true or false" }).default(false),
    maxShrinkShare: z
      .number({ error: "must be a share between 0 and 1" })
      .min(0, "must be a share between 0 and 1")
      .max(1, "must be a share between 0 and 1")
      .default(0.2),
  })
  .superRefine((settings, ctx) => {
    if (settings.format !== "json" && !settings.profile)
      ctx.addIssue({
        code: "custom",
        path: ["profile"],
        message: `a ${settings.format.toUpperCase()} feed needs a mapping profile`,
      });
  });
export type StockFeedSettings = z.infer<typeof StockFeedSettings>;

/** The settings from parsed JSON, or one line naming the first bad field (`stockFeed.url: …`). */
export function parseStockFeedSettings(
  value: unknown,
): { ok: true; settings: StockFeedSettings } | { ok: false; error: string } {
  const parsed = StockFeedSettings.safeParse(value);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const issue = parsed.error.issues[0];
  const where = ["stockFeed", ...(issue?.path ?? [])].join(".");
  return { ok: false, error: `${where}: ${issue?.message ?? "invalid"}` };
}

/** Whether a pull is due: never pulled, or the last one started `intervalMinutes` ago or more. */
export function isFeedDue(lastRunAt: Date | null, intervalMinutes: number, now: Date): boolean {
  if (lastRunAt === null) return true;
  return now.getTime() - lastRunAt.getTime() >= intervalMinutes * 60_000;
}

export type MissingCarsDecision =
  /** The site keeps every car (removeMissing is off). */
  | { kind: "keep" }
  /** These cars are no longer listed: take them off (may be none). */
  | { kind: "remove"; ids: string[] }
  /** Removing was refused; the reason is reported to staff instead. */
  | { kind: "refuse"; reason: string };

/**
 * Issue 33 §1: with `removeMissing`, the cars a full feed no longer lists are taken off the site,
 * but never when the feed is empty or would take off more than `maxShrinkShare` of the site's
 * cars (a half-written export must not empty a dealer's site); that refusal is reported instead.
 * `feedIds` counts every row of the feed that names a car, rejected rows included.
 */
export function missingCarsDecision(
  previousIds: readonly string[],
  feedIds: readonly string[],
  settings: Pick<StockFeedSettings, "removeMissing" | "maxShrinkShare">,
): MissingCarsDecision {
  if (!settings.removeMissing) return { kind: "keep" };
  if (feedIds.length === 0) return { kind: "refuse", reason: "the feed is empty" };
  const listed = new Set(feedIds);
  const missing = previousIds.filter((id) => !listed.has(id));
  if (missing.length === 0) return { kind: "remove", ids: [] };
  const share = missing.length / previousIds.length;
  if (share > settings.maxShrinkShare) {
    return {
      kind: "refuse",
      reason: `the feed shrank by ${shareAbove(share)} %, more than the ${Math.round(settings.maxShrinkShare * 100)} % allowed`,
    };
  }
  return { kind: "remove", ids: missing };
}

/** A share over a limit as whole per cent, rounded up so it never reads as the limit (20.4 % is 21 %). */
function shareAbove(share: number): number {
  return Math.ceil(share * 100 - 1e-9);
}
