import type { IdempotentResponseRepository, StoredIdempotentResponse } from "@forecourt/core";
import { and, eq, lt } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { idempotentResponses } from "./schema";

/**
 * How long a stored answer is replayed: 24 hours, Stripe's window for its Idempotency-Keys (a
 * client retries within minutes). Older answers are purged. A lead's key has no window: it is
 * kept on the lead itself.
 */
export const IDEMPOTENT_REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Expired answers are deleted at most this often (per process), on a save. */
const PURGE_EVERY_MS = 60_000;

const toResponse = (row: typeof idempotentResponses.$inferSelect): StoredIdempotentResponse => ({
  ...row,
});

/**
 * Issue 15 §3 stored answers per (site, route, Idempotency-Key); the first one saved stands.
 * A save also purges the answers older than the replay window (at most once a minute, timed by
 * the saves' own clock), so the table holds about a day of answers.
 */
export function drizzleIdempotentResponseRepository(db: StoreDb): IdempotentResponseRepository {
  let purgedAt = Number.NEGATIVE_INFINITY;
  const find = async (site: string, scope: string, key: string) => {
    const [row] = await db
      .select()
      .from(idempotentResponses)
      .where(
        and(
          eq(idempotentResponses.site, site),
          eq(idempotentResponses.scope, scope),
          eq(idempotentResponses.key, key),
        ),
      );
    return row ? toResponse(row) : null;
  };
  const purge = async (now: Date) => {
    if (now.getTime() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now.getTime();
    await db
      .delete(idempotentResponses)
      .where(
        lt(idempotentResponses.createdAt, new Date(now.getTime() - IDEMPOTENT_REPLAY_WINDOW_MS)),
      );
  };
  return {
    find,
    async save(r) {
      await purge(r.createdAt);
      const [row] = await db
        .insert(idempotentResponses)
        .values(r)
        .onConflictDoNothing()
        .returning();
      if (row) return toResponse(row);
      const first = await find(r.site, r.scope, r.key);
      if (!first) throw new Error("idempotent response vanished after a conflicting insert");
      return first;
    },
  };
}
