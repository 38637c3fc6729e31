import type { Car } from "@forecourt/core";
import {
  CREATED_AT_PATTERN,
  STOCK_PAGE_SIZE,
  type StockListQuery,
  type StockPageFrame,
  type StockSort,
  stockPageBounds,
  stockQueryWords,
} from "@forecourt/core/dealer/index";
import { type SQL, sql } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { rowsOf } from "./migrate";

// Every expression below reads the row as `c` (cars), `v` (car_views) and `l` (lead counts).
const text = (name: string) => sql.raw(`(c.data ->> '${name}')`);
const num = (name: string) =>
  sql.raw(
    `(CASE WHEN jsonb_typeof(c.data -> '${name}') = 'number' THEN (c.data ->> '${name}')::numeric END)`,
  );
const isTrue = (name: string) =>
  sql.raw(`((c.data -> '${name}') IS NOT DISTINCT FROM 'true'::jsonb)`);

/** core's searchText: the fields a console search word may appear in, lower-cased. */
const searchText = sql`lower(concat_ws(' ', ${text("stocknum")}, ${text("vin")}, ${text("regplate")}, ${text("year")}, ${text("make")}, ${text("model")}, ${text("badge")}, ${text("name")}))`;
/** core's stockTitle: year, make, model and badge; else the name, else the id. */
const title = sql`coalesce(nullif(concat_ws(' ', nullif(${text("year")}, ''), nullif(${text("make")}, ''), nullif(${text("model")}, ''), nullif(${text("badge")}, '')), ''), ${text("name")}, c.id)`;

/** A LIKE pattern matching `word` anywhere, its wildcards taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const sold = sql`(${text("status")} IS NOT DISTINCT FROM 'sold' OR ${isTrue("sold")})`;
const reserved = isTrue("reserved");
const shown = sql.raw(`((c.data -> 'show_on_dealer_website') IS DISTINCT FROM 'false'::jsonb)`);
const markRank = sql`(CASE WHEN ${sold} THEN 2 WHEN ${reserved} THEN 1 ELSE 0 END)`;
/** core's carImages is not empty: a gallery photo with an address, or a primary image. */
const hasPhoto = sql.raw(
  `(coalesce(c.data ->> 'primary_image_url', '') <> '' OR EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.data -> 'images') = 'array' THEN c.data -> 'images' ELSE '[]'::jsonb END) AS e WHERE coalesce(e -> 'image' ->> 'url', '') <> ''))`,
);
const views = sql.raw("coalesce(v.views, 0)");
const leadCount = sql.raw("coalesce(l.leads, 0)");

/**
 * core's daysInStock: created_at read only when it has core's CREATED_AT_PATTERN and a day its
 * month has (so no feed text can fail a cast), with its offset or as wall time in the zone.
 */
function days(frame: StockPageFrame): SQL {
  const created = text("created_at");
  const lastDay = sql`extract(day from make_date(substr(${created}, 1, 4)::int, substr(${created}, 6, 2)::int, 1) + interval '1 month - 1 day')`;
  const instant = sql`(CASE WHEN ${created} ~ '(Z|[+-][0-9]{2}:?[0-9]{2})$' THEN ${created}::timestamptz ELSE ${created}::timestamp AT TIME ZONE ${frame.timeZone} END)`;
  return sql`(CASE WHEN ${created} ~ ${CREATED_AT_PATTERN.source} THEN CASE WHEN substr(${created}, 9, 2)::int <= ${lastDay} THEN greatest(0, ${frame.today}::date - (${instant} AT TIME ZONE ${frame.timeZone})::date) END END)`;
}

/** core's stockLocation, as the location's rank (by name) or its id. */
function location(frame: StockPageFrame, what: "rank" | "id"): SQL {
  const { ranks, fallback } = frame.locations;
  if (!fallback) return sql`NULL`;
  const named = sql.raw("coalesce(c.data ->> 'location_id', c.data -> 'location' ->> 'id')");
  const value = (r: { id: string; rank: number }) =>
    what === "rank" ? sql`${r.rank}::int` : sql`${r.id}::text`;
  const cases = ranks.map((r) => sql`WHEN ${r.id}::text THEN ${value(r)}`);
  return sql`(CASE ${named} ${sql.join(cases, sql` `)} ELSE ${value(fallback)} END)`;
}

/** core's matchesStockQuery in SQL. */
function conditions(site: string, query: StockListQuery, frame: StockPageFrame): SQL {
  const parts: SQL[] = [sql`c.site = ${site}`];
  if (query.mark === "sold") parts.push(sold);
  if (query.mark === "reserved") parts.push(sql`NOT ${sold} AND ${reserved}`);
  if (query.mark === "available") parts.push(sql`NOT ${sold} AND NOT ${reserved}`);
  if (query.visibility === "shown") parts.push(shown);
  if (query.visibility === "hidden") parts.push(sql`NOT ${shown}`);
  if (query.location !== undefined)
    parts.push(sql`${location(frame, "id")} IS NOT DISTINCT FROM ${query.location}::text`);
  if (query.photo === "with") parts.push(hasPhoto);
  if (query.photo === "without") parts.push(sql`NOT ${hasPhoto}`);
  const range = (value: SQL, min: number | undefined, max: number | undefined) => {
    if (min !== undefined) parts.push(sql`${value} >= ${min}`);
    if (max !== undefined) parts.push(sql`${value} <= ${max}`);
  };
  range(num("year"), query.yearMin, query.yearMax);
  range(num("km"), query.kmMin, query.kmMax);
  range(num("price"), query.priceMin, query.priceMax);
  range(days(frame), query.daysMin, query.daysMax);
  range(views, query.viewsMin, undefined);
  range(leadCount, query.leadsMin, undefined);
  for (const word of stockQueryWords(query.q)) {
    parts.push(sql`${searchText} LIKE ${containing(word)} ESCAPE '\\'`);
  }
  return sql.join(parts, sql` AND `);
}

const stockOrder = sql.raw(`coalesce(c.data ->> 'stocknum', c.id) COLLATE "C", c.id COLLATE "C"`);

/** core's stockRowComparator: the column (nulls last either way), then stock-number order. */
function orderBy(query: StockListQuery, frame: StockPageFrame): SQL {
  const sort: StockSort = query.sort ?? "stocknum";
  const keys: Record<StockSort, SQL> = {
    car: sql`${title} COLLATE "C"`,
    year: num("year"),
    stocknum: sql.raw(`coalesce(c.data ->> 'stocknum', c.id) COLLATE "C"`),
    km: num("km"),
    price: num("price"),
    days: days(frame),
    location: location(frame, "rank"),
    views,
    leads: leadCount,
    status: markRank,
    photo: sql`(CASE WHEN ${hasPhoto} THEN 1 ELSE 0 END)`,
  };
  const direction = sql.raw(query.dir === "desc" ? "DESC NULLS LAST" : "ASC NULLS LAST");
  return sql`${keys[sort]} ${direction}, ${stockOrder}`;
}

/** The cars with their page views and their leads (counted once per list, not per car). */
const joined = (site: string) => sql`cars AS c
  LEFT JOIN car_views AS v ON v.site = c.site AND v.car_id = c.id
  LEFT JOIN (SELECT payload ->> 'car_id' AS car_id, count(*)::int AS leads FROM leads
             WHERE site = ${site} GROUP BY 1) AS l ON l.car_id = c.id`;

/**
 * The console's stock page (issue 35 §1) filtered, ordered and paged by the database, not in
 * memory, exactly as core's consoleStockPage; each car with its views and leads.
 */
export async function stockPage(
  db: StoreDb,
  site: string,
  query: StockListQuery,
  frame: StockPageFrame,
): Promise<{ entries: { car: Car; views: number; leads: number }[]; total: number }> {
  const where = conditions(site, query, frame);
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total FROM ${joined(site)} WHERE ${where}`),
  );
  const total = Number(counted?.total ?? 0);
  const { offset } = stockPageBounds(total, query.page);
  const rows = rowsOf<{ data: Car; views: number; leads: number }>(
    await db.execute(sql`SELECT c.data, ${views}::int AS views, ${leadCount}::int AS leads
      FROM ${joined(site)} WHERE ${where}
      ORDER BY ${orderBy(query, frame)} LIMIT ${STOCK_PAGE_SIZE} OFFSET ${offset}`),
  );
  return {
    entries: rows.map((r) => ({ car: r.data, views: Number(r.views), leads: Number(r.leads) })),
    total,
  };
}
