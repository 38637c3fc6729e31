import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { groupCommit } from "./group-commit";
import { rateLimitHits } from "./schema";

/** One hit on `key` (or a hit taken back, `delta` -1) in a window of `windowMs`. */
interface Hit {
  key: string;
  windowMs: number;
  delta: number;
}

/** Counts rate-limited requests in the store, so every process counts against one total (issue 20 §3). */
export interface RateCounter {
  /** Adds one hit to `key` in its current window; the count after it and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  /** Takes a hit back (a limiter that skips some requests after counting them). */
  unhit(key: string, windowMs: number): Promise<void>;
  /** Forgets `key`. */
  reset(key: string): Promise<void>;
  /** The count of `key` in its current window, adding nothing (0 when none or ended). */
  peek(key: string): Promise<number>;
}

/** Ended windows are deleted at most this often. */
const PRUNE_EVERY_MS = 60_000;

/**
 * One row per key holding its current window, counted by an atomic upsert (`count = count +
 * n RETURNING count`), so it is exact across processes; a key's window starts at its first
 * hit and a hit after it ends starts the next one. Hits arriving together share one
 * statement (group commit): the same key's hits are summed first (one statement cannot touch
 * a row twice) and each caller gets its own running count, so a burst costs one round trip.
 */
export function drizzleRateCounter(db: StoreDb, now: () => number = Date.now): RateCounter {
  let prunedAt = 0;

  async function commitMany(hits: Hit[]): Promise<Array<{ count: number; resetAt: number }>> {
    const at = now();
    const sums = new Map<string, Hit>();
    for (const h of hits) {
      const sum = sums.get(h.key);
      if (sum) sum.delta += h.delta;
      else sums.set(h.key, { ...h });
    }
    const ended = sql`${rateLimitHits.windowEndsAt} <= ${at}`;
    const rows = await db
      .insert(rateLimitHits)
      .values(
        [...sums.values()].map((h) => ({
          key: h.key,
          windowEndsAt: at + h.windowMs,
          count: h.delta,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`CASE WHEN ${ended} THEN excluded.count ELSE ${rateLimitHits.count} + excluded.count END`,
          windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimitHits.windowEndsAt} END`,
        },
      })
      .returning({
        key: rateLimitHits.key,
        windowEndsAt: rateLimitHits.windowEndsAt,
        count: rateLimitHits.count,
      });
    const totals = new Map(rows.map((r) => [r.key, r]));
    // The key's hits in arrival order: the last one gets the total, each earlier one less.
    const rest = new Map([...sums].map(([key, h]) => [key, h.delta]));
    const answers = hits.map((h) => {
      const left = (rest.get(h.key) ?? 0) - h.delta;
      rest.set(h.key, left);
      const row = totals.get(h.key);
      return { count: (row?.count ?? 0) - left, resetAt: row?.windowEndsAt ?? at + h.windowMs };
    });
    if (at - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = at;
      await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, at));
    }
    return answers;
  }

  const add = groupCommit<Hit, { count: number; resetAt: number }>(
    async (hit) => (await commitMany([hit]))[0] as { count: number; resetAt: number },
    commitMany,
    256,
  );

  return {
    async hit(key, windowMs) {
      const { count, resetAt } = await add({ key, windowMs, delta: 1 });
      return { count, resetAt: new Date(resetAt) };
    },
    async unhit(key, windowMs) {
      await add({ key, windowMs, delta: -1 });
    },
    async reset(key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimitHits.count })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowEndsAt, now())));
      return Math.max(0, row?.count ?? 0);
    },
  };
}
