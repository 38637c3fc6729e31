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

/**
 * Issue 17 §3 Stock: the site's cars, hidden and sold ones included, filtered by words, mark and
 * visibility, in stock-number order, one page at a time.
 */
export function consoleStockPage(
  cars: readonly Car[],
  query: StockListQuery,
): { rows: StockRow[]; total: number; page: number; pages: number } {
  const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const matching = cars
    .filter((car) => {
      if (query.mark && stockMarkOf(car) !== query.mark) return false;
      const shown = car.show_on_dealer_website !== false;
      if (query.visibility === "hidden" && shown) return false;
      if (query.visibility === "shown" && !shown) return false;
      if (words.length === 0) return true;
      const text = searchText(car);
      return words.every((word) => text.includes(word));
    })
    .sort(
      (a, b) => (a.stocknum ?? a.id).localeCompare(b.stocknum ?? b.id) || a.id.localeCompare(b.id),
    );
  const pages = Math.max(1, Math.ceil(matching.length / STOCK_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  const rows = matching.slice((page - 1) * STOCK_PAGE_SIZE, page * STOCK_PAGE_SIZE).map((car) => ({
    id: car.id,
    slug: car.slug ?? null,
    title: stockTitle(car),
    stocknum: car.stocknum ?? null,
    vin: car.vin ?? null,
    price: car.price ?? null,
    mark: stockMarkOf(car),
    shown: car.show_on_dealer_website !== false,
    dealercomments: car.dealercomments ?? null,
  }));
  return { rows, total: matching.length, page, pages };
}
