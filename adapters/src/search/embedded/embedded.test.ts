import { type Car, emptySearchState, RANGE_FIELDS, REFINEMENT_FIELDS } from "@forecourt/core";
import { ARB_NOW, searchStateArb, stockArb } from "@forecourt/core/search/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchPortContract } from "../search-port.contract";
import { naiveSearch } from "../test/naive-search";
import { createEmbeddedSearch } from "./embedded-search";

searchPortContract("embedded", async () => createEmbeddedSearch(), { facetStats: true });

const ALL_FACETS = [...new Set([...REFINEMENT_FIELDS, ...RANGE_FIELDS, "series"])];
const filterArb = fc.record({
  soldSince: fc.integer({
    min: ARB_NOW.getTime() / 1000 - 8 * 86_400,
    max: ARB_NOW.getTime() / 1000,
  }),
  carTypes: fc.option(fc.subarray(["new", "demo", "used"]), { nil: null }),
  hiddenMakes: fc.subarray(["toyota", "BMW"]),
  hiddenStockNumbers: fc.constant([] as string[]),
});
const sortedFacets = (facets: Record<string, { value: string; count: number }[]>) =>
  Object.fromEntries(
    Object.entries(facets).map(([k, items]) => [
      k,
      [...items].sort((a, b) => (a.value < b.value ? -1 : 1)),
    ]),
  );

describe("embedded engine agrees with the naive oracle", () => {
  it("on random stock, search states and car ids (count, hits in order, every facet, stats)", async () => {
    await fc.assert(
      fc.asyncProperty(
        stockArb(80),
        searchStateArb({
          scopes: [
            { kind: "dealership", slug: "bmg-toyota" },
            { kind: "location", slug: "noosa" },
          ],
        }),
        filterArb,
        fc.boolean(),
        fc.integer({ min: 1, max: 7 }),
        // Indexes into the stock; past its end, ids the site lacks.
        fc.option(fc.array(fc.nat(100), { maxLength: 12 }), { nil: undefined }),
        async (stock: Car[], state, filter, excludeZero, hitsPerPage, picks) => {
          const engine = createEmbeddedSearch();
          await engine.upsert("s", stock);
          const query = {
            site: "s",
            filter,
            state,
            hitsPerPage,
            facets: ALL_FACETS,
            excludeZeroPriceOnPriceAsc: excludeZero,
            ids: picks?.map((i) => stock[i]?.id ?? `unknown-${i}`),
          };
          const { ms: _ms, ...got } = await engine.search(query);
          const want = naiveSearch(stock, query);
          expect(got.count).toBe(want.count);
          expect(got.pages).toBe(want.pages);
          expect(got.hits.map((c) => c.id)).toEqual(want.hits.map((c) => c.id));
          expect(sortedFacets(got.facets)).toEqual(sortedFacets(want.facets));
          expect(got.stats).toEqual(want.stats);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("result cache", () => {
  it("answers a repeated query from the cache and forgets it when the stock changes", async () => {
    const engine = createEmbeddedSearch({ cacheLimit: 2 });
    const stock = fc.sample(stockArb(30), { numRuns: 1, seed: 7 })[0] ?? [];
    await engine.upsert("s", stock);
    const filter = { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] };
    const q = (page: number) => ({
      site: "s",
      filter,
      state: { ...emptySearchState(), page },
      hitsPerPage: 5,
      facets: ["make"],
      excludeZeroPriceOnPriceAsc: false,
    });
    const first = await engine.search(q(1));
    expect((await engine.search(q(1))).facets).toBe(first.facets);
    await engine.search(q(2));
    await engine.search(q(3));
    // Limit 2: page 1, the oldest entry, was dropped.
    expect((await engine.search(q(1))).facets).not.toBe(first.facets);
    const again = await engine.search(q(1));
    await engine.upsert("s", []);
    expect((await engine.search(q(1))).facets).not.toBe(again.facets);
  });

  it("keeps apart queries that differ only in their car ids (results and facet counts)", async () => {
    const engine = createEmbeddedSearch();
    const stock = fc.sample(stockArb(30), { numRuns: 1, seed: 7 })[0] ?? [];
    await engine.upsert("s", stock);
    const filter = { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] };
    const q = (ids?: string[]) => ({
      site: "s",
      filter,
      state: emptySearchState(),
      hitsPerPage: 50,
      facets: ["make", "price"],
      excludeZeroPriceOnPriceAsc: false,
      ids,
    });
    const some = stock.slice(0, 5).map((c) => c.id);
    for (const query of [q(), q(some), q(some.slice(0, 2)), q([]), q(), q(some)]) {
      const got = await engine.search(query);
      const want = naiveSearch(stock, query);
      expect(got.hits.map((c) => c.id)).toEqual(want.hits.map((c) => c.id));
      expect(got.count).toBe(want.count);
      expect(sortedFacets(got.facets)).toEqual(sortedFacets(want.facets));
      expect(got.stats).toEqual(want.stats);
    }
  });
});
