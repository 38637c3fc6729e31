import { type Car, RANGE_FIELDS, REFINEMENT_FIELDS, type StockQuery } from "@forecourt/core";
import { ARB_NOW, carArb, searchStateArb } from "@forecourt/core/search/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { naiveSearch } from "../test/naive-search";
import { createEmbeddedSearch } from "./embedded-search";

const ALL_FACETS = [...new Set([...REFINEMENT_FIELDS, ...RANGE_FIELDS, "series"])];
const FILTER = {
  soldSince: ARB_NOW.getTime() / 1000 - 3 * 86_400,
  carTypes: null,
  hiddenMakes: ["BMW"],
  hiddenStockNumbers: [],
};
/** Few ids, so adds, changes and removes keep meeting the same cars. */
const idArb = fc.integer({ min: 1, max: 90 }).map(String);
const carWithIdArb = fc.tuple(idArb, carArb).map(([id, car]): Car => ({ ...car, id }));

type Op =
  | { kind: "upsert"; cars: Car[] }
  | { kind: "remove"; ids: string[] }
  | { kind: "search"; query: StockQuery };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(carWithIdArb, { minLength: 1, maxLength: 30 })
      .map((cars) => ({ kind: "upsert" as const, cars })),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(idArb, { minLength: 1, maxLength: 8 })
      .map((ids) => ({ kind: "remove" as const, ids })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(searchStateArb(), fc.integer({ min: 1, max: 7 }))
      .map(([state, hitsPerPage]) => ({
        kind: "search" as const,
        query: {
          site: "s",
          filter: FILTER,
          state,
          hitsPerPage,
          facets: ALL_FACETS,
          excludeZeroPriceOnPriceAsc: true,
        },
      })),
  },
);

const sortedFacets = (facets: Record<string, { value: string; count: number }[]>) =>
  Object.fromEntries(
    Object.entries(facets).map(([k, items]) => [
      k,
      [...items].sort((a, b) => (a.value < b.value ? -1 : 1)),
    ]),
  );

describe("incremental index (issue 20 §1)", () => {
  it("any sequence of adds, changes, removes and searches answers as an index built from scratch", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        // The cache is off so every search reads the edited index itself.
        const engine = createEmbeddedSearch({ cacheLimit: 0 });
        const stock = new Map<string, Car>();
        for (const op of ops) {
          if (op.kind === "upsert") {
            await engine.upsert("s", op.cars);
            for (const car of op.cars) stock.set(car.id, car);
          } else if (op.kind === "remove") {
            await engine.remove("s", op.ids);
            for (const id of op.ids) stock.delete(id);
          } else {
            const { ms: _ms, ...got } = await engine.search(op.query);
            const fresh = createEmbeddedSearch({ cacheLimit: 0 });
            await fresh.upsert("s", [...stock.values()]);
            const { ms: _ms2, ...scratch } = await fresh.search(op.query);
            const want = naiveSearch([...stock.values()], op.query);
            expect(got.hits.map((c) => c.id)).toEqual(scratch.hits.map((c) => c.id));
            expect(got.count).toBe(scratch.count);
            expect(sortedFacets(got.facets)).toEqual(sortedFacets(scratch.facets));
            expect(got.stats).toEqual(scratch.stats);
            // And both agree with the oracle, so "from scratch" is itself right.
            expect(got.hits).toEqual(want.hits);
            expect(got.count).toBe(want.count);
            expect(sortedFacets(got.facets)).toEqual(sortedFacets(want.facets));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("grows past its first capacity and reuses freed document numbers", async () => {
    const engine = createEmbeddedSearch({ cacheLimit: 0 });
    const cars = fc
      .sample(carArb, { numRuns: 300, seed: 3 })
      .map((c, i) => ({ ...c, id: `c${i}` }));
    const query: StockQuery = {
      site: "s",
      filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
      state: {
        query: "",
        page: 1,
        sortBy: "price_asc",
        refinementList: {},
        range: {},
        scope: null,
      },
      hitsPerPage: 500,
      facets: ["make", "price"],
      excludeZeroPriceOnPriceAsc: false,
    };
    await engine.upsert("s", cars.slice(0, 10));
    await engine.search(query);
    await engine.upsert("s", cars.slice(10));
    await engine.remove(
      "s",
      cars.slice(0, 150).map((c) => c.id),
    );
    await engine.upsert("s", cars.slice(0, 40));
    const live = [...cars.slice(0, 40), ...cars.slice(150)];
    const got = await engine.search(query);
    const want = naiveSearch(live, query);
    expect(got.hits.map((c) => c.id)).toEqual(want.hits.map((c) => c.id));
    expect(sortedFacets(got.facets)).toEqual(sortedFacets(want.facets));
    expect(got.stats).toEqual(want.stats);
  });
});
