import { type Car, RANGE_FIELDS, REFINEMENT_FIELDS, type SearchState } from "@forecourt/core";
import { searchStateArb, stockArb } from "@forecourt/core/search/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { naiveSearch } from "../test/naive-search";
import { wordsFor } from "./bitset";
import { createEmbeddedSearch } from "./embedded-search";
import { runQuery } from "./run-query";
import { SiteIndex } from "./site-index";

/**
 * A query works in the index's reusable bitsets (SiteIndex.scratchBits) rather than fresh
 * ones: at a million cars each was 125 KB of short-lived memory, and the full collections it
 * drew put hundreds of milliseconds into the queries' tail (bench/README, 2026-11-28).
 */

const FACETS = [...new Set([...REFINEMENT_FIELDS, ...RANGE_FIELDS, "series"])];
const FILTER = { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] };
const queryOf = (state: SearchState) => ({
  site: "s",
  filter: FILTER,
  state,
  hitsPerPage: 5,
  facets: FACETS,
  excludeZeroPriceOnPriceAsc: true,
});

describe("a query's working sets", () => {
  it("one engine answering a run of different queries gives each the oracle's answer", async () => {
    await fc.assert(
      fc.asyncProperty(
        stockArb(60),
        fc.array(searchStateArb(), { minLength: 2, maxLength: 6 }),
        async (stock: Car[], states) => {
          // The facet and result caches off, so every query is worked out in the shared bitsets.
          const engine = createEmbeddedSearch({ cacheLimit: 0, facetCacheLimit: 0 });
          await engine.upsert("s", stock);
          for (const state of states) {
            const query = queryOf(state);
            const got = await engine.search(query);
            const want = naiveSearch(stock, query);
            expect(got.count).toBe(want.count);
            expect(got.hits.map((c) => c.id)).toEqual(want.hits.map((c) => c.id));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a warmed query allocates no bitset of the index's size", () => {
    const stock = fc.sample(stockArb(90), { numRuns: 1, seed: 11 })[0] ?? [];
    const index = new SiteIndex(stock);
    index.facetCacheLimit = 0;
    const states = fc.sample(searchStateArb(), { numRuns: 40, seed: 5 });
    for (const state of states) runQuery(index, queryOf(state));
    const words = wordsFor(index.capacity);
    const Original = globalThis.Uint32Array;
    let allocated = 0;
    // Counts every `new Uint32Array(words)`: the size of a bitset over the index's documents.
    globalThis.Uint32Array = class extends Original {
      constructor(length: number) {
        super(length);
        if (length === words) allocated++;
      }
    } as unknown as typeof Uint32Array;
    try {
      for (const state of states) runQuery(index, queryOf(state));
    } finally {
      globalThis.Uint32Array = Original;
    }
    expect(allocated).toBe(0);
  });
});
