import type { AnalyticsRepository, ViewCounter } from "@forecourt/core";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { groupCommit } from "./group-commit";
import { analyticsEvents, carViews } from "./schema";

type ViewHit = { site: string; carId: string };

/**
 * Car views per site (GET /api/cars/{slug}/view.json counts one). Views arriving together
 * share one upsert (group commit): the same car's views are summed first (one statement cannot
 * touch a row twice) and each caller gets its own running total, as if counted one by one.
 */
export function drizzleViewCounter(db: StoreDb): ViewCounter {
  async function incrementMany(hits: ViewHit[]): Promise<number[]> {
    const key = (h: ViewHit) => JSON.stringify([h.site, h.carId]);
    const sums = new Map<string, { site: string; carId: string; views: number }>();
    for (const h of hits) {
      const sum = sums.get(key(h));
      if (sum) sum.views += 1;
      else sums.set(key(h), { site: h.site, carId: h.carId, views: 1 });
    }
    const rows = await db
      .insert(carViews)
      .values([...sums.values()])
      .onConflictDoUpdate({
        target: [carViews.site, carViews.carId],
        set: { views: sql`${carViews.views} + excluded.views` },
      })
      .returning({ site: carViews.site, carId: carViews.carId, views: carViews.views });
    const totals = new Map(rows.map((r) => [key(r), r.views]));
    // A car's views in arrival order: the last one gets the total, each earlier one less.
    const later = new Map([...sums].map(([k, sum]) => [k, sum.views]));
    return hits.map((h) => {
      const after = (later.get(key(h)) ?? 1) - 1;
      later.set(key(h), after);
      return (totals.get(key(h)) ?? 0) - after;
    });
  }
  const increment = groupCommit(
    async (hit: ViewHit) => (await incrementMany([hit]))[0] ?? 0,
    incrementMany,
    256,
  );
  return {
    increment: (site, carId) => increment({ site, carId }),
    async get(site, carId) {
      const [row] = await db
        .select({ views: carViews.views })
        .from(carViews)
        .where(and(eq(carViews.site, site), eq(carViews.carId, carId)))
        .limit(1);
      return row?.views ?? 0;
    },
    async getMany(site, carIds) {
      const counts = new Map(carIds.map((id) => [id, 0]));
      if (counts.size === 0) return counts;
      const rows = await db
        .select({ carId: carViews.carId, views: carViews.views })
        .from(carViews)
        .where(and(eq(carViews.site, site), inArray(carViews.carId, [...counts.keys()])));
      for (const row of rows) counts.set(row.carId, row.views);
      return counts;
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
