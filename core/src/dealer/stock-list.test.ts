import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { stockArb } from "../search/arbitraries";
import { consoleStockPage, STOCK_PAGE_SIZE } from "./stock-list";

const cars = [
  Car.parse({ id: "1", stocknum: "A10", year: 2020, make: "Toyota", model: "Hilux", badge: "SR5" }),
  Car.parse({ id: "2", stocknum: "A11", make: "Mazda", model: "CX-5", status: "sold", sold: true }),
  Car.parse({ id: "3", stocknum: "A12", make: "Toyota", model: "Corolla", reserved: true }),
  Car.parse({
    id: "4",
    stocknum: "A13",
    make: "Toyota",
    model: "Hilux",
    show_on_dealer_website: false,
  }),
];

describe("consoleStockPage (issue 17 §3 Stock)", () => {
  it("lists hidden and sold cars too, in stock-number order", () => {
    const page = consoleStockPage(cars, {});
    expect(page.rows.map((r) => r.id)).toEqual(["1", "2", "3", "4"]);
    expect(page.rows[0]?.title).toBe("2020 Toyota Hilux SR5");
  });

  it("every word must match; case does not matter", () => {
    expect(consoleStockPage(cars, { q: "toyota HILUX" }).rows.map((r) => r.id)).toEqual(["1", "4"]);
    expect(consoleStockPage(cars, { q: "a12" }).rows.map((r) => r.id)).toEqual(["3"]);
  });

  it("filters by mark and visibility", () => {
    expect(consoleStockPage(cars, { mark: "sold" }).rows.map((r) => r.id)).toEqual(["2"]);
    expect(consoleStockPage(cars, { mark: "reserved" }).rows.map((r) => r.id)).toEqual(["3"]);
    expect(consoleStockPage(cars, { visibility: "hidden" }).rows.map((r) => r.id)).toEqual(["4"]);
    expect(consoleStockPage(cars, { visibility: "shown", mark: "available" }).total).toBe(1);
  });

  it("property: the pages together hold every matching car once", () => {
    fc.assert(
      fc.property(stockArb(130), (stock) => {
        const first = consoleStockPage(stock, {});
        const ids = Array.from({ length: first.pages }, (_, i) =>
          consoleStockPage(stock, { page: i + 1 }).rows.map((r) => r.id),
        ).flat();
        expect(ids.length).toBe(stock.length);
        expect(new Set(ids)).toEqual(new Set(stock.map((c) => c.id)));
        expect(first.rows.length).toBeLessThanOrEqual(STOCK_PAGE_SIZE);
      }),
      { numRuns: 30 },
    );
  });
});
