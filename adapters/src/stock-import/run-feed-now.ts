import type { AuditRepository } from "@forecourt/core";
import type { AuditActor } from "@forecourt/core/dealer/index";
import type { FeedRun } from "@forecourt/core/ports/feed-runs";
import type { FeedPull } from "./feed-pull";

export type RunFeedNowResult =
  | { ok: true; run: FeedRun }
  | { ok: false; reason: "no_feed" | "busy"; message: string };

/**
 * Issue 33 §1 "run now": a manager pulls the site's feed at once (one instance at a time, as the
 * schedule does); the request is audited with the run's outcome.
 */
export async function runFeedNow(
  targets: { feedPull: Pick<FeedPull, "pull">; audit: AuditRepository },
  site: string,
  actor: AuditActor,
  now: Date,
): Promise<RunFeedNowResult> {
  const answer = await targets.feedPull.pull(site, "manual");
  if (!answer.ok) {
    return {
      ok: false,
      reason: answer.reason,
      message:
        answer.reason === "no_feed"
          ? "This site names no stock feed: set its feed URL in the settings (stockFeed) first."
          : "The feed is being pulled right now; its run appears in the list when it ends.",
    };
  }
  const { run } = answer;
  await targets.audit.record({
    site,
    actor,
    action: "stock.feed-pull",
    target: `feed run ${run.id}`,
    before: null,
    after: {
      status: run.status,
      added: run.added,
      updated: run.updated,
      removed: run.removed,
      rejected: run.rejectedCount,
    },
    at: now,
  });
  return { ok: true, run };
}
