import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { stockArb } from "../search/arbitraries";
import { consoleStockPage, STOCK_PAGE_SIZE, type StockListContext } from "./stock-list";
import type { StockListQuery } from "./stock-list-query";

const context: StockListContext = {
  now: new Date("2026-12-07T00:00:00Z"),
  timeZone: "Australia/Brisbane",
  locations: [
    { id: "1", name: "Springwood", primary: true },
    { id: "2", name: "Capalaba", primary: false },
  ],
};

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
    const page = consoleStockPage(cars, {}, context);
    expect(page.rows.map((r) => r.id)).toEqual(["1", "2", "3", "4"]);
    expect(page.rows[0]?.title).toBe("2020 Toyota Hilux SR5");
  });

  it("every word must match; case does not matter", () => {
    expect(consoleStockPage(cars, { q: "toyota HILUX" }, context).rows.map((r) => r.id)).toEqual([
      "1",
      "4",
    ]);
    expect(consoleStockPage(cars, { q: "a12" }, context).rows.map((r) => r.id)).toEqual(["3"]);
  });

  it("filters by mark and visibility", () => {
    expect(consoleStockPage(cars, { mark: "sold" }, context).rows.map((r) => r.id)).toEqual(["2"]);
    expect(consoleStockPage(cars, { mark: "reserved" }, context).rows.map((r) => r.id)).toEqual([
      "3",
    ]);
    expect(consoleStockPage(cars, { visibility: "hidden" }, context).rows.map((r) => r.id)).toEqual(
      ["4"],
    );
    expect(consoleStockPage(cars, { visibility: "shown", mark: "available" }, context).total).toBe(
      1,
    );
  });

  it("property: the pages together hold every matching car once", () => {
    fc.assert(
      fc.property(stockArb(130), (stock) => {
        const first = consoleStockPage(stock, {}, context);
        const ids = Array.from({ length: first.pages }, (_, i) =>
          consoleStockPage(stock, { page: i + 1 }, context).rows.map((r) => r.id),
        ).flat();
        expect(ids.length).toBe(stock.length);
        expect(new Set(ids)).toEqual(new Set(stock.map((c) => c.id)));
        expect(first.rows.length).toBeLessThanOrEqual(STOCK_PAGE_SIZE);
      }),
      { numRuns: 30 },
    );
  });

  const columns = [
    Car.parse({
      id: "p",
      stocknum: "P1",
      year: 2018,
      make: "Mazda",
      model: "3",
      km: 90_000,
      price: 15_000,
      created_at: "2026-11-07T10:00:00+10:00",
      location_id: "2",
      images: [{ image: { url: "/p.jpg" } }],
    }),
    Car.parse({
      id: "q",
      stocknum: "Q1",
      year: 2022,
      make: "Kia",
      model: "Rio",
      km: 10_000,
      price: 21_000,
      created_at: "2026-12-06",
      status: "sold",
      sold: true,
    }),
    Car.parse({
      id: "r",
      stocknum: "R1",
      make: "Ford",
      model: "Ranger",
      km: null,
      price: null,
      primary_image_url: "/r.jpg",
    }),
  ];
  const counts = {
    views: new Map([
      ["p", 5],
      ["r", 40],
    ]),
    leads: new Map([["q", 3]]),
  };
  const order = (query: StockListQuery) =>
    consoleStockPage(columns, query, context, counts).rows.map((r) => r.id);

  it("gives each row the columns: photo, year, km, price, days, location, views, leads", () => {
    const [p, q, r] = consoleStockPage(columns, {}, context, counts).rows;
    expect(p).toMatchObject({
      photo: "/p.jpg",
      year: 2018,
      km: 90_000,
      days: 30,
      location: { id: "2", name: "Capalaba" },
      views: 5,
      leads: 0,
    });
    expect(q).toMatchObject({
      photo: null,
      days: 1,
      location: { id: "1", name: "Springwood" },
      leads: 3,
      mark: "sold",
    });
    expect(r).toMatchObject({ photo: "/r.jpg", days: null, km: null, views: 40 });
  });

  it.each<[StockListQuery, string[]]>([
    [{ sort: "km" }, ["q", "p", "r"]],
    [{ sort: "km", dir: "desc" }, ["p", "q", "r"]],
    [{ sort: "price", dir: "desc" }, ["q", "p", "r"]],
    [{ sort: "days" }, ["q", "p", "r"]],
    [{ sort: "days", dir: "desc" }, ["p", "q", "r"]],
    [{ sort: "year", dir: "desc" }, ["q", "p", "r"]],
    [{ sort: "car" }, ["p", "q", "r"]],
    [{ sort: "location" }, ["p", "q", "r"]],
    [{ sort: "views", dir: "desc" }, ["r", "p", "q"]],
    [{ sort: "leads", dir: "desc" }, ["q", "p", "r"]],
    [{ sort: "status", dir: "desc" }, ["q", "p", "r"]],
    [{ sort: "photo" }, ["q", "p", "r"]],
    [{ sort: "stocknum", dir: "desc" }, ["r", "q", "p"]],
  ])("sorts by %j (missing values last)", (query, ids) => {
    expect(order(query)).toEqual(ids);
  });

  it.each<[StockListQuery, string[]]>([
    [{ kmMax: 50_000 }, ["q"]],
    [{ priceMin: 16_000 }, ["q"]],
    [{ daysMin: 2 }, ["p"]],
    [{ daysMax: 5 }, ["q"]],
    [{ yearMin: 2019 }, ["q"]],
    [{ location: "1" }, ["q", "r"]],
    [{ photo: "with" }, ["p", "r"]],
    [{ photo: "without" }, ["q"]],
    [{ viewsMin: 6 }, ["r"]],
    [{ leadsMin: 1 }, ["q"]],
  ])("filters by %j", (query, ids) => {
    expect(order(query)).toEqual(ids);
  });
});
