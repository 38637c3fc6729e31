import { carImages } from "../media/car-images";
import type { Car } from "../schemas/car";
import type { Location } from "../schemas/location";
import { daysInStock, localDate } from "./days-in-stock";
import type { StockListQuery, StockSort } from "./stock-list-query";
import { type StockMark, stockMarkOf } from "./stock-marks";

export type { StockListQuery } from "./stock-list-query";

/** Cars per page of the console's stock list. */
export const STOCK_PAGE_SIZE = 50;

/** What the list needs besides the cars: today (passed in), the site's zone and locations. */
export interface StockListContext {
  now: Date;
  /** The site's zone (core siteTimeZone): days in stock are its calendar days. */
  timeZone: string;
  locations: readonly Pick<Location, "id" | "name" | "primary">[];
}

/** Views and leads per car id (absent: 0), as the store counts them. */
export interface StockCounts {
  views: ReadonlyMap<string, number>;
  leads: ReadonlyMap<string, number>;
}

/** One row of the console's stock list (issue 35 §1): the columns a used-car manager works from. */
export interface StockRow {
  id: string;
  /** The vehicle page's slug on the shopper site (null: the car has none). */
  slug: string | null;
  /** The first photo's address, for the thumbnail (null: no photo). */
  photo: string | null;
  title: string;
  year: number | null;
  stocknum: string | null;
  vin: string | null;
  km: number | null;
  price: number | null;
  /** Calendar days in stock in the site's zone (null: the car has no readable created_at). */
  days: number | null;
  location: { id: string; name: string } | null;
  views: number;
  leads: number;
  mark: StockMark;
  shown: boolean;
  dealercomments: string | null;
}

/** How the store must order and place each car's location: by name, as ranks. */
export interface LocationRanks {
  /** Each site location's id and its place in name order (code point). */
  ranks: { id: string; rank: number }[];
  /** Where a car that names no known location sits: the primary (else first) location's. */
  fallback: { id: string; rank: number } | null;
}

const byCodePoint = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** The site's locations ranked by name (then id), and the fallback a car without one gets. */
export function locationRanks(locations: StockListContext["locations"]): LocationRanks {
  const sorted = [...locations].sort(
    (a, b) => byCodePoint(a.name, b.name) || byCodePoint(String(a.id), String(b.id)),
  );
  const ranks = sorted.map((l, rank) => ({ id: String(l.id), rank }));
  const home = locations.find((l) => l.primary) ?? locations[0];
  const fallback = home ? (ranks.find((r) => r.id === String(home.id)) ?? null) : null;
  return { ranks, fallback };
}

/** The car's location among the site's (its location_id, else embedded id, else the fallback). */
export function stockLocation(
  car: Pick<Car, "location_id" | "location">,
  locations: StockListContext["locations"],
): { id: string; name: string } | null {
  const id = car.location_id ?? car.location?.id;
  const byId = id != null ? locations.find((l) => String(l.id) === String(id)) : undefined;
  const found = byId ?? locations.find((l) => l.primary) ?? locations[0];
  return found ? { id: String(found.id), name: found.name } : null;
}

/** What the store needs to filter and sort as core does: today and the zone, location ranks. */
export interface StockPageFrame {
  /** The site's today in its zone ("2026-12-07"): days in stock count to it. */
  today: string;
  timeZone: string;
  locations: LocationRanks;
}

/** The store's frame for `context` (StockRepository.page). */
export const stockPageFrame = (context: StockListContext): StockPageFrame => ({
  today: localDate(context.now, context.timeZone),
  timeZone: context.timeZone,
  locations: locationRanks(context.locations),
});

const searchText = (car: Car) =>
  [car.stocknum, car.vin, car.regplate, car.year, car.make, car.model, car.badge, car.name]
    .filter((part) => part != null && part !== "")
    .join(" ")
    .toLowerCase();

/** The car's title as the console lists it: year, make, model and badge. */
export function stockTitle(car: Car): string {
  const parts = [car.year, car.make, car.model, car.badge].filter((p) => p != null && p !== "");
  return parts.length > 0 ? parts.join(" ") : (car.name ?? car.id);
}

/** The query's words, lower-cased: each must appear in the car's text (stock number … badge). */
export function stockQueryWords(q: string | undefined): string[] {
  return (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}

/** One car as a row of the console's stock list. */
export function stockRow(car: Car, context: StockListContext, counts?: StockCounts): StockRow {
  return {
    id: car.id,
    slug: car.slug ?? null,
    photo: carImages(car)[0] ?? null,
    title: stockTitle(car),
    year: car.year ?? null,
    stocknum: car.stocknum ?? null,
    vin: car.vin ?? null,
    km: car.km ?? null,
    price: car.price ?? null,
    days: daysInStock(car, context.now, context.timeZone),
    location: stockLocation(car, context.locations),
    views: counts?.views.get(car.id) ?? 0,
    leads: counts?.leads.get(car.id) ?? 0,
    mark: stockMarkOf(car),
    shown: car.show_on_dealer_website !== false,
    dealercomments: car.dealercomments ?? null,
  };
}

const within = (value: number | null, min: number | undefined, max: number | undefined) =>
  (min === undefined && max === undefined) ||
  (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max));

/** Whether a row is on the console's stock list for `query` (the store's SQL does the same). */
export function matchesStockQuery(car: Car, row: StockRow, query: StockListQuery): boolean {
  if (query.mark && row.mark !== query.mark) return false;
  if (query.visibility === "hidden" && row.shown) return false;
  if (query.visibility === "shown" && !row.shown) return false;
  if (query.location !== undefined && row.location?.id !== query.location) return false;
  if (query.photo === "with" && row.photo === null) return false;
  if (query.photo === "without" && row.photo !== null) return false;
  if (!within(row.year, query.yearMin, query.yearMax)) return false;
  if (!within(row.km, query.kmMin, query.kmMax)) return false;
  if (!within(row.price, query.priceMin, query.priceMax)) return false;
  if (!within(row.days, query.daysMin, query.daysMax)) return false;
  if (query.viewsMin !== undefined && row.views < query.viewsMin) return false;
  if (query.leadsMin !== undefined && row.leads < query.leadsMin) return false;
  const words = stockQueryWords(query.q);
  if (words.length === 0) return true;
  const text = searchText(car);
  return words.every((word) => text.includes(word));
}

const MARK_RANK: Record<StockMark, number> = { available: 0, reserved: 1, sold: 2 };

/** The value a row sorts by for `sort`; null sorts last whichever the direction. */
function sortValue(row: StockRow, sort: StockSort, ranks: LocationRanks): number | string | null {
  switch (sort) {
    case "car":
      return row.title;
    case "year":
      return row.year;
    case "stocknum":
      return row.stocknum ?? row.id;
    case "km":
      return row.km;
    case "price":
      return row.price;
    case "days":
      return row.days;
    case "location":
      return row.location
        ? (ranks.ranks.find((r) => r.id === row.location?.id)?.rank ?? null)
        : null;
    case "views":
      return row.views;
    case "leads":
      return row.leads;
    case "status":
      return MARK_RANK[row.mark];
    case "photo":
      return row.photo === null ? 0 : 1;
  }
}

/** The list's tie-break and default order: stock number (the id when none), then id. */
export function compareStockOrder(
  a: Pick<Car, "id" | "stocknum">,
  b: Pick<Car, "id" | "stocknum">,
) {
  return byCodePoint(a.stocknum ?? a.id, b.stocknum ?? b.id) || byCodePoint(a.id, b.id);
}

/** The order of `query`: its column (nulls last, either direction), then stock number order. */
export function stockRowComparator(query: StockListQuery, ranks: LocationRanks) {
  const sort = query.sort ?? "stocknum";
  const sign = query.dir === "desc" ? -1 : 1;
  return (a: StockRow, b: StockRow): number => {
    const x = sortValue(a, sort, ranks);
    const y = sortValue(b, sort, ranks);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const order =
        typeof x === "number" && typeof y === "number" ? x - y : byCodePoint(String(x), String(y));
      if (order !== 0) return sign * Math.sign(order);
    }
    return compareStockOrder(a, b);
  };
}

/** The page to show: the asked one, kept between 1 and the last page (there is always one). */
export function stockPageBounds(total: number, asked: number | undefined) {
  const pages = Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE));
  const page = Math.min(Math.max(1, asked ?? 1), pages);
  return { page, pages, offset: (page - 1) * STOCK_PAGE_SIZE };
}

/**
 * Issue 35 §1: the site's cars, hidden and sold ones included, filtered and sorted by each
 * column, one page at a time. The store answers the same in SQL (StockRepository.page); this
 * in-memory version is its oracle in the store's contract suite.
 */
export function consoleStockPage(
  cars: readonly Car[],
  query: StockListQuery,
  context: StockListContext,
  counts?: StockCounts,
): { rows: StockRow[]; total: number; page: number; pages: number } {
  const matching = cars
    .map((car) => ({ car, row: stockRow(car, context, counts) }))
    .filter(({ car, row }) => matchesStockQuery(car, row, query))
    .map(({ row }) => row)
    .sort(stockRowComparator(query, locationRanks(context.locations)));
  const { page, pages, offset } = stockPageBounds(matching.length, query.page);
  return {
    rows: matching.slice(offset, offset + STOCK_PAGE_SIZE),
    total: matching.length,
    page,
    pages,
  };
}
