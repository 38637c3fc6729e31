import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Car views per day (migration 0010). */
export const carViewDays = pgTable(
  "car_view_days",
  {
    site: text("site").notNull(),
    carId: text("car_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.day, t.carId] })],
);

/** Searches with no results per day: core's scrubbed key and a count (migration 0010). */
export const zeroResultSearches = pgTable(
  "zero_result_searches",
  {
    site: text("site").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    search: text("search").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.day, t.search] })],
);
