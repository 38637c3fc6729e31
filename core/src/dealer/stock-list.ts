import type { Car } from "../schemas/car";
import { type StockMark, stockMarkOf } from "./stock-edit";

/** What the console's stock screen asks for (GET /api/dealer/stock). */
export interface StockListQuery {
  /** Words that must each appear in the car's stock number, VIN, rego, year, make, model or badge. */
  q?: string | undefined;
  mark?: StockMark | undefined;
  /** "hidden": only cars not shown on the site; "shown": only shown ones. */
  visibility?: "shown" | "hidden" | undefined;
  page?: number | undefined;
}

/** Cars per page of the console's stock list. */
export const STOCK_PAGE_SIZE = 50;

/** One row of the console's stock list: enough to recognise a car and act on it. */
export interface StockRow {
  id: string;
  /** The vehicle page's slug on the shopper site (null: the car has none). */
  slug: string | null;
  title: string;
  stocknum: string | null;
  vin: string | null;
  price: number | null;
  mark: StockMark;
  shown: boolean;
  dealercomments: string | null;
}

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

/** Whether a car is on the console's stock list for `query` (the store's SQL does the same). */
export function matchesStockQuery(car: Car, query: StockListQuery): boolean {
  if (query.mark && stockMarkOf(car) !== query.mark) return false;
  const shown = car.show_on_dealer_website !== false;
  if (query.visibility === "hidden" && shown) return false;
  if (query.visibility === "shown" && !shown) return false;
  const words = stockQueryWords(query.q);
  if (words.length === 0) return true;
  const text = searchText(car);
  return words.every((word) => text.includes(word));
}

/** The list's order: stock number (the id when there is none), then id, by code point. */
export function compareStockOrder(a: Car, b: Car): number {
  const byCodePoint = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return byCodePoint(a.stocknum ?? a.id, b.stocknum ?? b.id) || byCodePoint(a.id, b.id);
}

/** The page to show: the asked one, kept between 1 and the last page (there is always one). */
export function stockPageBounds(total: number, asked: number | undefined) {
  const pages = Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE));
  const page = Math.min(Math.max(1, asked ?? 1), pages);
  return { page, pages, offset: (page - 1) * STOCK_PAGE_SIZE };
}

/** One car as a row of the console's stock list. */
export function stockRow(car: Car): StockRow {
  return {
    id: car.id,
    slug: car.slug ?? null,
    title: stockTitle(car),
    stocknum: car.stocknum ?? null,
    vin: car.vin ?? null,
    price: car.price ?? null,
    mark: stockMarkOf(car),
    shown: car.show_on_dealer_website !== false,
    dealercomments: car.dealercomments ?? null,
  };
}

/**
 * Issue 17 §3 Stock: the site's cars, hidden and sold ones included, filtered by words, mark and
 * visibility, in stock-number order, one page at a time. The store answers the same in SQL
 * (StockRepository.page); this in-memory version is its oracle in the store's contract suite.
 */
export function consoleStockPage(
  cars: readonly Car[],
  query: StockListQuery,
): { rows: StockRow[]; total: number; page: number; pages: number } {
  const matching = cars.filter((car) => matchesStockQuery(car, query)).sort(compareStockOrder);
  const { page, pages, offset } = stockPageBounds(matching.length, query.page);
  const rows = matching.slice(offset, offset + STOCK_PAGE_SIZE).map(stockRow);
  return { rows, total: matching.length, page, pages };
}
