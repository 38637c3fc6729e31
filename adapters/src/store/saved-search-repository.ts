import type { SavedSearch, SavedSearchRepository } from "@forecourt/core";
import { and, count, desc, eq } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { savedSearches } from "./schema";

const toSavedSearch = (row: typeof savedSearches.$inferSelect): SavedSearch => ({
  id: row.id,
  href: row.href,
  label: row.label,
  createdAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
});

const mine = (site: string, userId: string) =>
  and(eq(savedSearches.site, site), eq(savedSearches.userId, userId));

/** Issue 14 §3 saved searches, one row per address per shopper (migration 0007). */
export function drizzleSavedSearchRepository(db: StoreDb): SavedSearchRepository {
  return {
    async list(site, userId) {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(mine(site, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      return rows.map(toSavedSearch);
    },
    async get(site, userId, id) {
      const [row] = await db
        .select()
        .from(savedSearches)
        .where(and(mine(site, userId), eq(savedSearches.id, id)))
        .limit(1);
      return row ? toSavedSearch(row) : null;
    },
    async save(site, userId, input, now, limit) {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(savedSearches)
          .where(and(mine(site, userId), eq(savedSearches.href, input.href)))
          .limit(1);
        if (existing) return { ok: true, search: toSavedSearch(existing), created: false };
        const [held] = await tx
          .select({ n: count() })
          .from(savedSearches)
          .where(mine(site, userId));
        if ((held?.n ?? 0) >= limit) return { ok: false, reason: "limit" } as const;
        const [inserted] = await tx
          .insert(savedSearches)
          .values({
            site,
            id: crypto.randomUUID(),
            userId,
            href: input.href,
            label: input.label,
            createdAt: now,
            lastSeenAt: now,
          })
          .onConflictDoNothing({
            target: [savedSearches.site, savedSearches.userId, savedSearches.href],
          })
          .returning();
        if (inserted) return { ok: true, search: toSavedSearch(inserted), created: true };
        // The same address saved at the same moment by another request: that one stands.
        const [raced] = await tx
          .select()
          .from(savedSearches)
          .where(and(mine(site, userId), eq(savedSearches.href, input.href)))
          .limit(1);
        if (!raced) throw new Error("saved search vanished between insert and read");
        return { ok: true, search: toSavedSearch(raced), created: false };
      });
    },
    async markSeen(site, userId, id, now) {
      const [row] = await db
        .update(savedSearches)
        .set({ lastSeenAt: now })
        .where(and(mine(site, userId), eq(savedSearches.id, id)))
        .returning();
      return row ? toSavedSearch(row) : null;
    },
    async remove(site, userId, id) {
      const rows = await db
        .delete(savedSearches)
        .where(and(mine(site, userId), eq(savedSearches.id, id)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },
  };
}
