import type { IdempotentResponseRepository, StoredIdempotentResponse } from "@forecourt/core";
import { and, eq } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { idempotentResponses } from "./schema";

const toResponse = (row: typeof idempotentResponses.$inferSelect): StoredIdempotentResponse => ({
  ...row,
});

/** Issue 15 §3 stored answers per (site, route, Idempotency-Key); the first one saved stands. */
export function drizzleIdempotentResponseRepository(db: StoreDb): IdempotentResponseRepository {
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
  return {
    find,
    async save(r) {
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
