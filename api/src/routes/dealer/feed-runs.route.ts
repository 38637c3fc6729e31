import { runFeedNow } from "@forecourt/adapters/stock-import/run-feed-now";
import {
  dealerTimeText,
  FEED_RUN_NOW_LIMIT,
  maskUrlCredentials,
  type SiteConfig,
  siteTimeZone,
} from "@forecourt/core";
import type { FeedRun } from "@forecourt/core/ports/feed-runs";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonOk, problem } from "../openapi-helpers";
import { dealerRoute, NOT_FOUND_RESPONSE } from "./dealer-route";
import {
  type FeedRunAnswer,
  FeedRunAnswer as FeedRunAnswerSchema,
  FeedRunList,
} from "./feed-runs.schema";
import { currentStaff, type StaffGuard } from "./guard";

/** The runs the console lists. */
const RUNS_LISTED = 30;

const TOO_MANY_RUNS = `The feed was pulled on request ${FEED_RUN_NOW_LIMIT.perSite} times in the last hour; the schedule goes on pulling it.`;

/** The run as JSON: the browser gets this projection, never the stored row (no validators). */
const answer = (site: SiteConfig, run: FeedRun): FeedRunAnswer => ({
  id: run.id,
  trigger: run.trigger,
  status: run.status,
  startedAt: run.startedAt.toISOString(),
  startedText: dealerTimeText(run.startedAt, siteTimeZone(site)),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  rows: run.rows,
  added: run.added,
  updated: run.updated,
  removed: run.removed,
  rejectedCount: run.rejectedCount,
  rejected: run.rejected,
  removalRefused: run.removalRefused,
  error: run.error,
  photosStored: run.photosStored,
  photosFailed: run.photosFailed,
  photoFailures: run.photoFailures,
});

/**
 * The feed's address as staff may read it: a user name and password in it are the dealer's
 * secret, and so is a credential in its query (`?key=•••`).
 */
function withoutCredentials(raw: string): string {
  const url = new URL(raw);
  url.username = "";
  url.password = "";
  return maskUrlCredentials(url.toString());
}

/** Issue 33 §1: the site's feed pulls, newest first, and "run now", for managers and up. */
export function dealerFeedRunRoutes(deps: ApiDeps, guards: RouteGuards, guard: StaffGuard) {
  const app = newRouter();

  app.openapi(
    dealerRoute(guard, "manager", {
      method: "get",
      path: "/dealer/feed-runs",
      operationId: "dealerListFeedRuns",
      summary: "The site's stock feed pulls (when, counts, rejected rows), newest first",
      responses: jsonOk(FeedRunList),
    }),
    async (c) => {
      const site = c.get("site");
      // The tenant middleware may hold a cached copy: the feed setting is read from the store.
      const feed = ((await deps.sites.get(site.slug)) ?? site).stockFeed;
      const runs = await deps.feedRuns.list(site.slug, RUNS_LISTED);
      return c.json(
        {
          feedUrl: feed ? withoutCredentials(feed.url) : null,
          intervalMinutes: feed?.intervalMinutes ?? null,
          runs: runs.map((run) => answer(site, run)),
        },
        200,
      );
    },
  );

  app.openapi(
    dealerRoute(guard, "manager", {
      method: "post",
      path: "/dealer/feed-runs",
      operationId: "dealerRunFeedNow",
      summary: "Pull the site's stock feed now (audited); answers with the run",
      // Its 429 is in the description, not the responses: the problem contract proves each
      // documented 429 anonymously.
      description: `At most ${FEED_RUN_NOW_LIMIT.perSite} requested pulls per site an hour (then 429 problem+json).`,
      responses: {
        ...jsonOk(FeedRunAnswerSchema),
        ...NOT_FOUND_RESPONSE,
        409: problem("The site's feed is being pulled right now"),
      },
    }),
    async (c) => {
      const site = c.get("site");
      const pulls = await guards.countHit(`feed-run-now:${site.slug}`, FEED_RUN_NOW_LIMIT.windowMs);
      if (pulls > FEED_RUN_NOW_LIMIT.perSite) throw new ApiError("RATE_LIMITED", TOO_MANY_RUNS);
      const staff = currentStaff(c);
      const result = await runFeedNow(
        deps,
        site.slug,
        { email: staff.email, role: staff.role },
        guards.now(),
      );
      if (!result.ok) {
        // No feed is no such thing to pull (404); a pull under way is a conflict (409).
        throw ApiError.problem(
          result.reason === "no_feed" ? "NOT_FOUND" : "CONFLICT",
          result.message,
        );
      }
      return c.json(answer(site, result.run), 200);
    },
  );

  return app;
}
