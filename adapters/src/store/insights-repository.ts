import type { InsightsRepository } from "@forecourt/core";
import { and, asc, between, desc, eq, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { groupCommit } from "./group-commit";
import { rowsOf } from "./migrate";
import { carViewDays, leads, zeroResultSearches } from "./schema";

type ViewDay = { site: string; carId: string; day: string };

/** Issue 17 §3 Insights on the store: daily counters, and the leads table counted by car and day. */
export function drizzleInsightsRepository(db: StoreDb): InsightsRepository {
  /** Day counts of views arriving together, summed per car and day, in one upsert. */
  async function recordViews(hits: ViewDay[]): Promise<undefined[]> {
    const sums = new Map<string, ViewDay & { views: number }>();
    for (const h of hits) {
      const key = JSON.stringify([h.site, h.carId, h.day]);
      const sum = sums.get(key);
      if (sum) sum.views += 1;
      else sums.set(key, { ...h, views: 1 });
    }
    await db
      .insert(carViewDays)
      .values([...sums.values()])
      .onConflictDoUpdate({
        target: [carViewDays.site, carViewDays.day, carViewDays.carId],
        set: { views: sql`${carViewDays.views} + excluded.views` },
      });
    return hits.map(() => undefined);
  }
  // view.json counts a day per view: views arriving together share one commit (group-commit.ts).
  const recordView = groupCommit(
    (hit: ViewDay) => recordViews([hit]).then(() => undefined),
    recordViews,
    256,
  );
  return {
    recordView: (site, carId, day) => recordView({ site, carId, day }),
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
          AND ${leads.spamState} IS DISTINCT FROM 'spam'
        GROUP BY 1, 2 ORDER BY 2, 1`);
      return rowsOf<{ car_id: string | null; day: string; leads: number }>(result).map((r) => ({
        carId: r.car_id === "" ? null : r.car_id,
        day: r.day,
        leads: Number(r.leads),
      }));
    },
    async spamLeads(site, from, to, timeZone) {
      const day = sql`((${leads.createdAt} AT TIME ZONE ${timeZone})::date)`;
      const result = await db.execute(sql`
        SELECT count(*)::int AS spam FROM ${leads}
        WHERE ${leads.site} = ${site} AND ${leads.spamState} = 'spam'
          AND ${day} BETWEEN ${from}::date AND ${to}::date`);
      return Number(rowsOf<{ spam: number }>(result)[0]?.spam ?? 0);
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
