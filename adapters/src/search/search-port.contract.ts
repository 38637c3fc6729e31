import {
  buildStockQuery,
  Car,
  defaultSiteConfig,
  emptySearchState,
  type FacetItem,
  pickSimilarCars,
  type SearchPort,
  type SearchState,
  type SiteConfig,
  similarCarsQueries,
} from "@forecourt/core";
import { beforeEach, describe, expect, it } from "vitest";

/** What an adapter supports beyond the common contract. */
export interface SearchPortCaps {
  /** min/max stats for numeric facets. */
  facetStats: boolean;
}

const NOW = new Date("2026-03-15T00:00:00Z");
const NOW_S = NOW.getTime() / 1000;
const DAY = 86_400;
const SITE = "contract-a";
const OTHER = "contract-b";

const car = (id: string, patch: Record<string, unknown>) =>
  Car.parse({
    id,
    slug: `car-${id}`,
    status: "in_stock",
    car_type: "used",
    show_on_dealer_website: true,
    rank: 1,
    created_at: "2026-03-01T00:00:00Z",
    ...patch,
  });

/** A small stock that exercises every rule of the contract. */
const STOCK: Car[] = [
  car("1", {
    make: "Toyota",
    model: "Hilux",
    badge: "SR5",
    price: 45_000,
    year: 2022,
    km: 30_000,
    simple_body: "Ute",
    rank: 5,
    stocknum: "T100",
    dealership_slug: "bmg-toyota",
  }),
  car("2", {
    make: "Toyota",
    model: "Hilux",
    badge: "Workmate",
    price: 32_000,
    year: 2019,
    km: 90_000,
    simple_body: "Ute",
    dealership_slug: "bmg-toyota",
  }),
  car("3", {
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent",
    price: 21_000,
    year: 2018,
    km: 70_000,
    simple_body: "Hatch",
    car_type: "demo",
    dealership_slug: "bmg-toyota",
  }),
  car("4", {
    make: "Mazda",
    model: "CX-5",
    badge: "Touring",
    price: 38_000,
    year: 2023,
    km: 10_000,
    simple_body: "SUV",
    car_type: "new",
    location: { slug: "noosa", name: "Noosa" },
  }),
  car("5", {
    make: "Mazda",
    model: "CX-5",
    badge: "GT",
    price: 0,
    year: 2024,
    km: 5,
    simple_body: "SUV",
    car_type: "new",
    location: { slug: "noosa", name: "Noosa" },
  }),
  car("6", {
    make: "Ford",
    model: "Ranger",
    badge: "XLT",
    price: 55_000,
    year: 2021,
    km: 40_000,
    simple_body: "Ute",
    status: "coming_soon",
  }),
  car("7", {
    make: "Ford",
    model: "Ranger",
    badge: "Wildtrak",
    price: 60_000,
    year: 2020,
    status: "sold",
    sold_date_timestamp: NOW_S - 2 * DAY,
  }),
  car("8", {
    make: "Ford",
    model: "Everest",
    price: 50_000,
    status: "sold",
    sold_date_timestamp: NOW_S - 5 * DAY,
  }),
  car("9", { make: "Toyota", model: "Yaris", price: 15_000, show_on_dealer_website: false }),
  car("10", {
    make: "BMW",
    model: "X5",
    price: 90_000,
    year: 2022,
    km: 20_000,
    simple_body: "SUV",
    vin: "WBA12345678901234",
    rank: 9,
  }),
  car("11", {
    make: "Toyota",
    model: "Hilux",
    badge: "SR",
    price: 45_000,
    year: 2022,
    km: 50_000,
    simple_body: "Ute",
    status: "reserved",
  }),
  car("12", {
    make: "Kia",
    model: "Sportage",
    price: 34_000,
    year: 2022,
    km: 25_000,
    simple_body: "SUV",
    rank: 5,
  }),
];
const OTHER_STOCK: Car[] = [car("1", { make: "Holden", model: "Commodore", price: 9_000 })];

const site: SiteConfig = defaultSiteConfig(SITE);
const FACETS = ["make", "model", "car_type", "body", "year", "price", "km"];
const query = (state: Partial<SearchState>, settings: Partial<SiteConfig["stock"]> = {}) => ({
  ...buildStockQuery(
    { ...site, stock: { ...site.stock, ...settings } },
    { ...emptySearchState(), ...state },
    NOW,
  ),
  facets: FACETS,
});
const ids = (hits: readonly Car[]) => hits.map((c) => c.id);
const counts = (items: readonly FacetItem[] | undefined) =>
  Object.fromEntries((items ?? []).map((i) => [i.value, i.count]));

/** §7 stock search contract, run against every SearchPort adapter with its factory. */
export function searchPortContract(
  name: string,
  factory: () => Promise<SearchPort>,
  caps: SearchPortCaps,
): void {
  describe(`SearchPort contract: ${name}`, () => {
    let port: SearchPort;
    beforeEach(async () => {
      port = await factory();
      await port.upsert(SITE, STOCK);
      await port.upsert(OTHER, OTHER_STOCK);
    });

    it("is healthy", async () => {
      expect(await port.health()).toBe(true);
    });

    it("§7 dealer filter: in stock, coming soon, sold within 3 days, shown on the website; one site only", async () => {
      const r = await port.search(query({}));
      expect(ids(r.hits).sort()).toEqual(["1", "10", "12", "2", "3", "4", "5", "6", "7"].sort());
      expect(r.count).toBe(9);
    });

    it("§7 car type prefix, hidden makes and hidden stock numbers", async () => {
      const r = await port.search(
        query({}, { carTypes: ["used"], hiddenMakes: ["bmw"], hiddenStockNumbers: ["T100"] }),
      );
      expect(ids(r.hits).sort()).toEqual(["12", "2", "6", "7"].sort());
    });

    it("default order: custom rank descending, then id", async () => {
      const r = await port.search(query({}));
      expect(ids(r.hits).slice(0, 3)).toEqual(["10", "1", "12"]);
    });

    it.each([
      ["price_asc", ["5", "3", "2", "12", "4", "1", "6", "7", "10"]],
      ["price_desc", ["10", "7", "6", "1", "4", "12", "2", "3", "5"]],
      ["year_desc", ["5", "4", "1", "10", "12", "6", "7", "2", "3"]],
      ["km_asc", ["5", "4", "10", "12", "1", "6", "3", "2", "7"]],
    ])("sort %s (missing values last, ties by id)", async (sortBy, expected) => {
      expect(ids((await port.search(query({ sortBy }))).hits)).toEqual(expected);
    });

    it("§4 price ascending excludes zero-priced cars where the site enables it", async () => {
      const r = await port.search(query({ sortBy: "price_asc" }, { priceAscExcludesZero: true }));
      expect(ids(r.hits)).not.toContain("5");
      expect(r.count).toBe(8);
      const desc = await port.search(
        query({ sortBy: "price_desc" }, { priceAscExcludesZero: true }),
      );
      expect(desc.count).toBe(9);
    });

    it("refinements: OR within a facet, AND across facets; ranges inclusive", async () => {
      const r = await port.search(
        query({
          refinementList: { make: ["Toyota", "Ford"], body: ["Ute"] },
          range: { price: { min: 32_000, max: 55_000 } },
        }),
      );
      expect(ids(r.hits).sort()).toEqual(["1", "2", "6"]);
    });

    it("disjunctive facets: a facet's counts ignore its own refinement", async () => {
      const r = await port.search(query({ refinementList: { make: ["Toyota"], body: ["Ute"] } }));
      expect(r.count).toBe(2);
      expect(counts(r.facets.make)).toEqual({ Toyota: 2, Ford: 1 });
      expect(counts(r.facets.body)).toEqual({ Ute: 2, Hatch: 1 });
      expect(counts(r.facets.model)).toEqual({ Hilux: 2 });
      expect(counts(r.facets.car_type)).toEqual({ used: 2 });
    });

    it("facet stats ignore their own range", async () => {
      if (!caps.facetStats) return;
      const r = await port.search(query({ range: { price: { min: 30_000, max: 40_000 } } }));
      expect(r.stats.price).toEqual({ min: 0, max: 90_000 });
      expect(r.stats.year).toEqual({ min: 2019, max: 2023 });
    });

    it.each([
      ["hil", ["1", "2"]],
      ["toyota sr", ["1"]],
      ["t100", ["1"]],
      ["wba123", ["10"]],
      ["cx", ["4", "5"]],
      ["nothing-like-it", []],
    ])(
      "query text %j over make, model, badge, series, stocknum and vin",
      async (text, expected) => {
        expect(ids((await port.search(query({ query: text }))).hits).sort()).toEqual(
          expected.sort(),
        );
      },
    );

    it("scope: one dealership or one location", async () => {
      const dealer = await port.search(
        query({ scope: { kind: "dealership", slug: "bmg-toyota" } }),
      );
      expect(ids(dealer.hits).sort()).toEqual(["1", "2", "3"]);
      const location = await port.search(query({ scope: { kind: "location", slug: "noosa" } }));
      expect(ids(location.hits).sort()).toEqual(["4", "5"]);
    });

    it("pages of hitsPerPage with the page count", async () => {
      const q = { ...query({ page: 2 }), hitsPerPage: 4 };
      const r = await port.search(q);
      expect(r).toMatchObject({ count: 9, page: 2, pages: 3 });
      expect(ids(r.hits)).toEqual(["3", "4", "5", "6"]);
      expect((await port.search({ ...q, state: { ...q.state, page: 4 } })).hits).toEqual([]);
    });

    it("upsert replaces by id and remove deletes; results follow at once", async () => {
      await port.search(query({}));
      await port.upsert(SITE, [car("12", { make: "Kia", model: "Carnival", price: 34_000 })]);
      expect(counts((await port.search(query({}))).facets.model).Carnival).toBe(1);
      await port.remove(SITE, ["12", "10"]);
      const r = await port.search(query({}));
      expect(r.count).toBe(7);
      expect(ids(r.hits)).not.toContain("10");
    });

    it("§7 multi-search for similar cars: same model first, de-duplicated, the car left out", async () => {
      const me = car("99", { make: "Toyota", model: "Hilux", price: 40_000, status: "sold" });
      const results = await port.multiSearch(similarCarsQueries(me, site, NOW));
      expect(results.map((r) => ids(r.hits))).toEqual([
        ["1", "2"],
        ["1", "12", "2", "4"],
      ]);
      const similar = pickSimilarCars(
        me,
        results.map((r) => r.hits),
      );
      expect(ids(similar)).toEqual(["1", "2", "12", "4"]);
    });
  });
}
