import type { Car } from "@forecourt/core";
import {
  STOCK_PAGE_SIZE,
  type StockListQuery,
  stockPageBounds,
  stockQueryWords,
} from "@forecourt/core/dealer/index";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { cars } from "./schema";

const field = (name: string) => sql`(${cars.data} ->> ${sql.raw(`'${name}'`)})`;
// IS NOT DISTINCT FROM: an absent field is false, never NULL (NOT NULL would drop the car).
const isTrue = (name: string) =>
  sql`((${cars.data} -> ${sql.raw(`'${name}'`)}) IS NOT DISTINCT FROM 'true'::jsonb)`;

/** core's searchText: the fields a console search word may appear in, lower-cased. */
const searchText = sql`lower(concat_ws(' ', ${field("stocknum")}, ${field("vin")}, ${field("regplate")}, ${field("year")}, ${field("make")}, ${field("model")}, ${field("badge")}, ${field("name")}))`;

/** A LIKE pattern matching `word` anywhere, its wildcards taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const sold = sql`(${field("status")} IS NOT DISTINCT FROM 'sold' OR ${isTrue("sold")})`;
const reserved = sql`(${isTrue("reserved")})`;
const shown = sql`((${cars.data} -> 'show_on_dealer_website') IS DISTINCT FROM 'false'::jsonb)`;

/** core's matchesStockQuery in SQL. */
function conditions(site: string, query: StockListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(cars.site, site)];
  if (query.mark === "sold") parts.push(sold);
  if (query.mark === "reserved") parts.push(sql`NOT ${sold} AND ${reserved}`);
  if (query.mark === "available") parts.push(sql`NOT ${sold} AND NOT ${reserved}`);
  if (query.visibility === "shown") parts.push(shown);
  if (query.visibility === "hidden") parts.push(sql`NOT ${shown}`);
  for (const word of stockQueryWords(query.q)) {
    parts.push(sql`${searchText} LIKE ${containing(word)} ESCAPE '\\'`);
  }
  return and(...parts);
}

/**
 * The console's stock page (issue 17 §3) filtered, ordered (stock number, then id, by code
 * point as core's compareStockOrder) and paged by the database, not in memory.
 */
export async function stockPage(
  db: StoreDb,
  site: string,
  query: StockListQuery,
): Promise<{ cars: Car[]; total: number }> {
  const where = conditions(site, query);
  const [counted] = await db.select({ total: count() }).from(cars).where(where);
  const total = Number(counted?.total ?? 0);
  const { offset } = stockPageBounds(total, query.page);
  const rows = await db
    .select({ data: cars.data })
    .from(cars)
    .where(where)
    .orderBy(
      sql`coalesce(${field("stocknum")}, ${cars.id}) COLLATE "C"`,
      sql`${cars.id} COLLATE "C"`,
    )
    .limit(STOCK_PAGE_SIZE)
    .offset(offset);
  return { cars: rows.map((r) => r.data as Car), total };
}
