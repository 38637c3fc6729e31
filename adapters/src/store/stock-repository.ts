import type { Car, StockRepository } from "@forecourt/core";
import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import { insertAuditEntry } from "./audit-repository";
import type { StoreDb } from "./connection";
import { rowsOf } from "./migrate";
import { cars, stockChanges } from "./schema";
import { stockPage } from "./stock-page-query";

/**
 * Every statement writing `cars` sends a wake-up NOTIFY on this channel, delivered on commit
 * (a trigger, migration 0010): any writer — import, dealer console, reservation — is heard.
 */
export const STOCK_CHANNEL = "forecourt_stock";

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Upserts by id on `db` (a transaction): which ids were added and which updated. */
async function upsertCars(
  db: Pick<StoreDb, "insert">,
  site: string,
  stock: readonly Car[],
  now: Date,
): Promise<{ added: string[]; updated: string[] }> {
  const added: string[] = [];
  const updated: string[] = [];
  // The last row wins when a feed repeats an id (one INSERT cannot touch a row twice).
  const byId = new Map(stock.map((car) => [car.id, car]));
  for (const part of chunks([...byId.values()])) {
    const rows = await db
      .insert(cars)
      .values(
        part.map((car) => ({
          site,
          id: car.id,
          slug: car.slug ?? null,
          data: car as Record<string, unknown>,
          updatedAt: now,
          // Only a new row takes it: the update below leaves first_seen_at as it was.
          firstSeenAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [cars.site, cars.id],
        set: {
          slug: sql`excluded.slug`,
          data: sql`excluded.data`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      // xmax = 0 only on a freshly inserted row version.
      .returning({ id: cars.id, inserted: sql<boolean>`(xmax = 0)` });
    for (const row of rows) (row.inserted ? added : updated).push(row.id);
  }
  return { added, updated };
}

/** The store's copy of each site's stock: the car as JSONB plus its id and slug as columns. */
export function drizzleStockRepository(db: StoreDb): StockRepository {
  const toCar = (row: { data: Record<string, unknown> } | undefined) =>
    row ? (row.data as Car) : null;
  return {
    async get(site, id) {
      const [row] = await db
        .select({ data: cars.data })
        .from(cars)
        .where(and(eq(cars.site, site), eq(cars.id, id)))
        .limit(1);
      return toCar(row);
    },
    async bySlug(site, slug) {
      const [row] = await db
        .select({ data: cars.data })
        .from(cars)
        .where(and(eq(cars.site, site), eq(cars.slug, slug)))
        .limit(1);
      return toCar(row);
    },
    async list(site) {
      const rows = await db
        .select({ data: cars.data })
        .from(cars)
        .where(eq(cars.site, site))
        .orderBy(asc(cars.id));
      return rows.map((r) => r.data as Car);
    },
    async getMany(site, ids) {
      const found: Car[] = [];
      for (const part of chunks([...new Set(ids)])) {
        const rows = await db
          .select({ data: cars.data })
          .from(cars)
          .where(and(eq(cars.site, site), inArray(cars.id, part)));
        for (const row of rows) found.push(row.data as Car);
      }
      return found;
    },
    async upsert(site, stock) {
      return db.transaction((tx) => upsertCars(tx, site, stock, new Date()));
    },
    page: (site, query, frame) => stockPage(db, site, query, frame),
    async undatedFirstSeenSince(site, since) {
      const rows = await db
        .select({ id: cars.id, firstSeenAt: cars.firstSeenAt })
        .from(cars)
        .where(
          and(
            eq(cars.site, site),
            gt(cars.firstSeenAt, since),
            sql`coalesce(${cars.data}->>'created_at', '') = ''`,
          ),
        );
      return new Map(rows.map((r) => [r.id, r.firstSeenAt]));
    },
    async saveAudited(site, car, entry) {
      return db.transaction(async (tx) => {
        await upsertCars(tx, site, [car], new Date());
        return insertAuditEntry(tx, entry);
      });
    },
    async saveAuditedMany(site, changes) {
      return db.transaction(async (tx) => {
        await upsertCars(
          tx,
          site,
          changes.map((c) => c.car),
          new Date(),
        );
        const entries = [];
        for (const change of changes) entries.push(await insertAuditEntry(tx, change.entry));
        return entries;
      });
    },
    async remove(site, ids) {
      await db.transaction(async (tx) => {
        for (const part of chunks(ids)) {
          await tx.delete(cars).where(and(eq(cars.site, site), inArray(cars.id, part)));
        }
      });
    },
    async versions() {
      // The count catches removals; every insert or update writes a row version with a newer
      // transaction id (xmin), so the sum of xmin moves even within one millisecond.
      const rows = await db
        .select({
          site: cars.site,
          count: sql<string>`count(*)::text`,
          txids: sql<string>`sum((xmin::text)::bigint)::text`,
        })
        .from(cars)
        .groupBy(cars.site);
      return Object.fromEntries(rows.map((r) => [r.site, `${r.count}:${r.txids}`]));
    },
    async changesSince(cursor) {
      if (cursor !== null && !/^\d+$/.test(cursor)) {
        throw new Error(`changesSince: ${JSON.stringify(cursor)} is not a cursor it returned`);
      }
      // The snapshot's xmin is the oldest transaction still running: every change a later
      // commit makes carries a transaction id at or above it, so the next read starts there.
      return db.transaction(
        async (tx) => {
          const [snapshot] = rowsOf<{ xmin: string }>(
            await tx.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`),
          );
          const since = cursor === null ? 0 : Number(cursor);
          const rows = await tx
            .select({ site: stockChanges.site, id: stockChanges.carId })
            .from(stockChanges)
            .where(gte(stockChanges.xid, since))
            .orderBy(asc(stockChanges.site), asc(stockChanges.carId));
          const changed: Record<string, string[]> = {};
          for (const row of rows) {
            const ids = changed[row.site] ?? [];
            ids.push(row.id);
            changed[row.site] = ids;
          }
          return { cursor: snapshot?.xmin ?? String(since), changed };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },
    async withStockNumber(stockNumber, limit) {
      // The expression is the one migration 0019 indexes: the look-up never reads the table.
      const rows = await db
        .select({ data: cars.data })
        .from(cars)
        .where(sql`replace(${cars.data}->>'stocknum', '/', '-') = ${stockNumber}`)
        .limit(limit);
      return rows.map((r) => r.data as Car);
    },
    async ids(site) {
      const rows = await db
        .select({ id: cars.id })
        .from(cars)
        .where(eq(cars.site, site))
        .orderBy(asc(cars.id));
      return rows.map((r) => r.id);
    },
  };
}
