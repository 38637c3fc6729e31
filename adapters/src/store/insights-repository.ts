import type { InsightsRepository } from "@forecourt/core";
import { and, asc, between, desc, eq, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { rowsOf } from "./migrate";
import { carViewDays, leads, zeroResultSearches } from "./schema";

/** Issue 17 §3 Insights on the store: daily counters, and the leads table counted by car and day. */
export function drizzleInsightsRepository(db: StoreDb): InsightsRepository {
  return {
    async recordView(site, carId, day) {
      await db
        .insert(carViewDays)
        .values({ site, carId, day, views: 1 })
        .onConflictDoUpdate({
          target: [carViewDays.site, carViewDays.day, carViewDays.carId],
          set: { views: sql`${carViewDays.views} + 1` },
        });
    },
    async recordZeroResultSearch(site, search, day) {
      await db
        .insert(zeroResultSearches)
        .values({ site, day, search, count: 1 })
        .onConflictDoUpdate({
          target: [zeroResultSearches.site, zeroResultSearches.day, zeroResultSearches.search],
          set: { count: sql`${zeroResultSearches.count} + 1` },
        });
    },
    async views(site, from, to) {
      return db
        .select({ carId: carViewDays.carId, day: carViewDays.day, views: carViewDays.views })
        .from(carViewDays)
        .where(and(eq(carViewDays.site, site), between(carViewDays.day, from, to)))
        .orderBy(asc(carViewDays.day), asc(carViewDays.carId));
    },
    async leads(site, from, to, timeZone) {
      const day = sql`((${leads.createdAt} AT TIME ZONE ${timeZone})::date)`;
      const result = await db.execute(sql`
        SELECT ${leads.payload} ->> 'car_id' AS car_id, to_char(${day}, 'YYYY-MM-DD') AS day,
               count(*)::int AS leads
        FROM ${leads}
        WHERE ${leads.site} = ${site} AND ${day} BETWEEN ${from}::date AND ${to}::date
        GROUP BY 1, 2 ORDER BY 2, 1`);
      return rowsOf<{ car_id: string | null; day: string; leads: number }>(result).map((r) => ({
        carId: r.car_id === "" ? null : r.car_id,
        day: r.day,
        leads: Number(r.leads),
      }));
    },
    async topZeroResultSearches(site, from, to, limit) {
      const total = sql<number>`sum(${zeroResultSearches.count})::int`;
      const rows = await db
        .select({ search: zeroResultSearches.search, count: total })
        .from(zeroResultSearches)
        .where(and(eq(zeroResultSearches.site, site), between(zeroResultSearches.day, from, to)))
        .groupBy(zeroResultSearches.search)
        .orderBy(desc(total), sql`${zeroResultSearches.search} COLLATE "C"`)
        .limit(limit);
      return rows.map((r) => ({ search: r.search, count: Number(r.count) }));
    },
  };
}
