import type { FeedRun, FeedRunRepository } from "@forecourt/core/ports/feed-runs";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { rowsOf } from "./migrate";
import { feedRuns } from "./schema";

/** What staff read on a run whose instance stopped before finishing it. */
const LAPSED = "The pull stopped before it finished; the next one starts afresh.";

/**
 * Issue 33 §1 feed runs in the store. A claim closes the site's lapsed run (its instance died),
 * then inserts a running run in one statement: the partial unique index on running runs refuses
 * a second one whichever instance asks, and a scheduled claim inserts nothing when a run started
 * within the interval, so two instances looking at once pull a feed once.
 */
export function drizzleFeedRunRepository(db: StoreDb): FeedRunRepository {
  return {
    async claim({ site, trigger, now, leaseUntil, noRunSince }) {
      await db
        .update(feedRuns)
        .set({ status: "failed", finishedAt: now, error: LAPSED })
        .where(
          and(
            eq(feedRuns.site, site),
            eq(feedRuns.status, "running"),
            lt(feedRuns.leaseUntil, now),
          ),
        );
      const recent =
        noRunSince === null
          ? sql``
          : sql` WHERE NOT EXISTS (SELECT 1 FROM feed_runs WHERE site = ${site} AND started_at > ${noRunSince.toISOString()}::timestamptz)`;
      const inserted = await db.execute(
        sql`INSERT INTO feed_runs (site, trigger, status, started_at, lease_until) SELECT ${site}, ${trigger}, 'running', ${now.toISOString()}::timestamptz, ${leaseUntil.toISOString()}::timestamptz${recent} ON CONFLICT DO NOTHING RETURNING id`,
      );
      const id = rowsOf<{ id: string | number }>(inserted)[0]?.id;
      if (id === undefined) return null;
      const [run] = await db
        .select()
        .from(feedRuns)
        .where(eq(feedRuns.id, Number(id)));
      return run ? toRun(run) : null;
    },
    async finish(id, outcome) {
      await db
        .update(feedRuns)
        .set(outcome)
        .where(and(eq(feedRuns.id, id), eq(feedRuns.status, "running")));
    },
    async list(site, limit) {
      const rows = await db
        .select()
        .from(feedRuns)
        .where(eq(feedRuns.site, site))
        .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
        .limit(limit);
      return rows.map(toRun);
    },
    async lastFetched(site) {
      const [row] = await db
        .select()
        .from(feedRuns)
        .where(and(eq(feedRuns.site, site), inArray(feedRuns.status, ["imported", "not_changed"])))
        .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
        .limit(1);
      return row ? toRun(row) : null;
    },
  };
}

function toRun(row: typeof feedRuns.$inferSelect): FeedRun {
  const { leaseUntil: _lease, ...run } = row;
  return run;
}
