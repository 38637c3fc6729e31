import type { AnalyticsRepository, ViewCounter } from "@forecourt/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { analyticsEvents, carViews } from "./schema";

/** Car views per site (GET /api/cars/{slug}/view.json counts one). */
export function drizzleViewCounter(db: StoreDb): ViewCounter {
  return {
    async increment(site, carId) {
      const [row] = await db
        .insert(carViews)
        .values({ site, carId, views: 1 })
        .onConflictDoUpdate({
          target: [carViews.site, carViews.carId],
          set: { views: sql`${carViews.views} + 1` },
        })
        .returning({ views: carViews.views });
      return row?.views ?? 0;
    },
    async get(site, carId) {
      const [row] = await db
        .select({ views: carViews.views })
        .from(carViews)
        .where(and(eq(carViews.site, site), eq(carViews.carId, carId)))
        .limit(1);
      return row?.views ?? 0;
    },
  };
}

/** §7 analytics events with the spec's ids. */
export function drizzleAnalyticsRepository(db: StoreDb): AnalyticsRepository {
  return {
    async record(site, eventId, data, at) {
      await db.insert(analyticsEvents).values({ site, eventId, data, at });
    },
    async list(site, opts = {}) {
      const rows = await db
        .select()
        .from(analyticsEvents)
        .where(
          opts.eventId === undefined
            ? eq(analyticsEvents.site, site)
            : and(eq(analyticsEvents.site, site), eq(analyticsEvents.eventId, opts.eventId)),
        )
        .orderBy(desc(analyticsEvents.at), desc(analyticsEvents.id))
        .limit(opts.limit ?? 100);
      return rows.map((r) => ({ site: r.site, eventId: r.eventId, data: r.data, at: r.at }));
    },
  };
}
