import {
  type Car,
  type FacetItem,
  pickSimilarCars,
  type SearchPort,
  type StockQuery,
} from "@forecourt/core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  CONTRACT_KEYWORDS,
  CONTRACT_OTHER_SITE,
  CONTRACT_OTHER_STOCK,
  CONTRACT_SITE,
  CONTRACT_STOCK,
  contractCar,
  contractQueries as q,
  similarCarsSubject,
} from "./test/contract-queries";

/** What an adapter supports beyond the common contract. */
export interface SearchPortCaps {
  /** min/max stats for numeric facets. */
  facetStats: boolean;
}

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
      await port.upsert(CONTRACT_SITE, CONTRACT_STOCK);
      await port.upsert(CONTRACT_OTHER_SITE, CONTRACT_OTHER_STOCK);
    });

    it("is healthy", async () => {
      expect(await port.health()).toBe(true);
    });

    it("§7 dealer filter: in stock, coming soon, sold within 3 days, shown on the website; one site only", async () => {
      const r = await port.search(q.all);
      expect(ids(r.hits).sort()).toEqual(["1", "10", "12", "2", "3", "4", "5", "6", "7"].sort());
      expect(r.count).toBe(9);
    });

    it("§7 car type prefix, hidden makes and hidden stock numbers", async () => {
      const r = await port.search(q.dealerSettings);
      expect(ids(r.hits).sort()).toEqual(["12", "2", "6", "7"].sort());
    });

    it("default order: custom rank descending, then id", async () => {
      const r = await port.search(q.all);
      expect(ids(r.hits).slice(0, 3)).toEqual(["10", "1", "12"]);
    });

    it.each([
      ["price_asc", ["5", "3", "2", "12", "4", "1", "6", "7", "10"]],
      ["price_desc", ["10", "7", "6", "1", "4", "12", "2", "3", "5"]],
      ["year_desc", ["5", "4", "1", "10", "12", "6", "7", "2", "3"]],
      ["km_asc", ["5", "4", "10", "12", "1", "6", "3", "2", "7"]],
    ])("sort %s (missing values last, ties by id)", async (sortBy, expected) => {
      const query = q.sorted[sortBy];
      if (!query) throw new Error(`no contract query for ${sortBy}`);
      expect(ids((await port.search(query)).hits)).toEqual(expected);
    });

    it("§4 price ascending excludes zero-priced cars where the site enables it", async () => {
      const r = await port.search(q.priceAscExcludingZero);
      expect(ids(r.hits)).not.toContain("5");
      expect(r.count).toBe(8);
      const desc = await port.search(q.priceDescExcludingZeroSite);
      expect(desc.count).toBe(9);
    });

    it("refinements: OR within a facet, AND across facets; ranges inclusive", async () => {
      const r = await port.search(q.refined);
      expect(ids(r.hits).sort()).toEqual(["1", "2", "6"]);
    });

    it("disjunctive facets: a facet's counts ignore its own refinement", async () => {
      const r = await port.search(q.disjunctive);
      expect(r.count).toBe(2);
      expect(counts(r.facets.make)).toEqual({ Toyota: 2, Ford: 1 });
      expect(counts(r.facets.body)).toEqual({ Ute: 2, Hatch: 1 });
      expect(counts(r.facets.model)).toEqual({ Hilux: 2 });
      expect(counts(r.facets.car_type)).toEqual({ used: 2 });
    });

    it("facet stats ignore their own range", async () => {
      if (!caps.facetStats) return;
      const r = await port.search(q.priceRange);
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
        const query = q.text[text];
        if (!query) throw new Error(`no contract query for ${text}`);
        expect(ids((await port.search(query)).hits).sort()).toEqual(expected.sort());
      },
    );

    it.each(Object.entries(CONTRACT_KEYWORDS))(
      "keyword search %j (make, model, variant, colour, body, drive, fuel; one typo)",
      async (text, expected) => {
        const query = q.keyword[text];
        if (!query) throw new Error(`no contract query for ${text}`);
        expect(ids((await port.search(query)).hits).sort()).toEqual([...expected].sort());
      },
    );

    it("scope: one dealership or one location", async () => {
      const dealer = await port.search(q.dealership);
      expect(ids(dealer.hits).sort()).toEqual(["1", "2", "3"]);
      const location = await port.search(q.location);
      expect(ids(location.hits).sort()).toEqual(["4", "5"]);
    });

    it("pages of hitsPerPage with the page count", async () => {
      const r = await port.search(q.page2);
      expect(r).toMatchObject({ count: 9, page: 2, pages: 3 });
      expect(ids(r.hits)).toEqual(["3", "4", "5", "6"]);
      expect((await port.search(q.page4)).hits).toEqual([]);
    });

    it("car ids: only those of the site, with the other conditions; unknown ids ignored", async () => {
      const r = await port.search(q.ids.refined as StockQuery);
      expect(ids(r.hits).sort()).toEqual(["1", "3"]);
      expect(r.count).toBe(2);
      // Disjunctive as ever: the make facet counts the given cars without the make refinement.
      expect(counts(r.facets.make)).toEqual({ Toyota: 2, Mazda: 1 });
      expect(counts(r.facets.model)).toEqual({ Hilux: 1, Corolla: 1 });
      expect(counts(r.facets.car_type)).toEqual({ used: 1, demo: 1 });
      for (const query of [q.ids.empty, q.ids.unknown] as StockQuery[]) {
        const none = await port.search(query);
        expect(none).toMatchObject({ hits: [], count: 0 });
        expect(counts(none.facets.make)).toEqual({});
      }
    });

    it("upsert replaces by id and remove deletes; results follow at once", async () => {
      await port.search(q.all);
      await port.upsert(CONTRACT_SITE, [
        contractCar("12", { make: "Kia", model: "Carnival", price: 34_000 }),
      ]);
      expect(counts((await port.search(q.all)).facets.model).Carnival).toBe(1);
      await port.remove(CONTRACT_SITE, ["12", "10"]);
      const r = await port.search(q.all);
      expect(r.count).toBe(7);
      expect(ids(r.hits)).not.toContain("10");
    });

    it("§7 multi-search for similar cars: same model first, de-duplicated, the car left out", async () => {
      const results = await port.multiSearch(q.similar);
      expect(results.map((r) => ids(r.hits))).toEqual([
        ["1", "2"],
        ["1", "12", "2", "4"],
      ]);
      const similar = pickSimilarCars(
        similarCarsSubject,
        results.map((r) => r.hits),
      );
      expect(ids(similar)).toEqual(["1", "2", "12", "4"]);
    });
  });
}
