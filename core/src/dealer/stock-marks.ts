import type { Car } from "../schemas/car";

// Apart from stock-edit.ts (which pulls in sanitize-html) so the console's browser code can use them.

/** The largest price the console accepts: well above any car, well below a typo of extra zeros. */
export const STOCK_PRICE_MAX = 10_000_000;

/** The stock states a console user can set (§4 Availability, §5 reserve). */
export const STOCK_MARKS = ["available", "reserved", "sold"] as const;
export type StockMark = (typeof STOCK_MARKS)[number];

/** The console's mark for a car: what its status and flags mean to a dealer. */
export function stockMarkOf(car: Pick<Car, "status" | "sold" | "reserved">): StockMark {
  if (car.status === "sold" || car.sold === true) return "sold";
  return car.reserved === true ? "reserved" : "available";
}
