import type { User, UserRepository, WatchlistRepository } from "@forecourt/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { users, watchlists } from "./schema";

const toUser = (row: typeof users.$inferSelect): User => ({
  id: row.id,
  phone: row.phone,
  name: row.name || null,
});

/**
 * §6 signed-in users: one per phone per site. Sign-in creates them through better-auth
 * (adapters/src/auth); `create` is for tools and tests that need a user without a code.
 */
export function drizzleUserRepository(db: StoreDb): UserRepository {
  return {
    async byPhone(site, phone) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.site, site), eq(users.phone, phone)))
        .limit(1);
      return row ? toUser(row) : null;
    },
    async create(site, phone) {
      const [inserted] = await db
        .insert(users)
        .values({
          site,
          id: crypto.randomUUID(),
          phone,
          name: null,
          phoneNumberVerified: true,
          createdAt: new Date(),
        })
        .onConflictDoNothing({ target: [users.site, users.phone] })
        .returning();
      if (inserted) return toUser(inserted);
      const existing = await this.byPhone(site, phone);
      if (!existing) throw new Error("user vanished between insert and read");
      return existing;
    },
  };
}

/** §3 watchlist: car ids per signed-in user, oldest first. */
export function drizzleWatchlistRepository(db: StoreDb): WatchlistRepository {
  return {
    async list(site, userId) {
      const rows = await db
        .select({ carId: watchlists.carId })
        .from(watchlists)
        .where(and(eq(watchlists.site, site), eq(watchlists.userId, userId)))
        .orderBy(asc(watchlists.createdAt), asc(watchlists.carId));
      return rows.map((r) => r.carId);
    },
    async add(site, userId, carId) {
      await db
        .insert(watchlists)
        .values({ site, userId, carId, createdAt: sql`clock_timestamp()` })
        .onConflictDoNothing();
    },
    async remove(site, userId, carId) {
      await db
        .delete(watchlists)
        .where(
          and(
            eq(watchlists.site, site),
            eq(watchlists.userId, userId),
            eq(watchlists.carId, carId),
          ),
        );
    },
  };
}
