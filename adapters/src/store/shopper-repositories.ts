import { createHash, randomBytes } from "node:crypto";
import type { SessionRepository, User, UserRepository, WatchlistRepository } from "@forecourt/core";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { sessions, users, watchlists } from "./schema";

const toUser = (row: typeof users.$inferSelect): User => ({
  id: row.id,
  phone: row.phone,
  name: row.name,
});

/** The store keeps only a hash, so a leaked table cannot be replayed as cookies. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** §6 signed-in users: one per phone per site. */
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
        .values({ site, id: crypto.randomUUID(), phone, name: null, createdAt: new Date() })
        .onConflictDoNothing({ target: [users.site, users.phone] })
        .returning();
      if (inserted) return toUser(inserted);
      const existing = await this.byPhone(site, phone);
      if (!existing) throw new Error("user vanished between insert and read");
      return existing;
    },
  };
}

/** Opaque session tokens (32 random bytes); a token only opens its own site. */
export function drizzleSessionRepository(db: StoreDb): SessionRepository {
  return {
    async create(site, userId, expiresAt) {
      const token = randomBytes(32).toString("base64url");
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        site,
        userId,
        expiresAt,
        createdAt: sql`now()`,
      });
      return token;
    },
    async get(site, token, now) {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, and(eq(users.site, sessions.site), eq(users.id, sessions.userId)))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            eq(sessions.site, site),
            gt(sessions.expiresAt, now),
          ),
        )
        .limit(1);
      return row ? toUser(row.user) : null;
    },
    async delete(site, token) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.site, site)));
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
