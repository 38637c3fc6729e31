import { RANGE_FIELDS, REFINEMENT_FIELDS } from "@forecourt/core";
import {
  ARB_NOW,
  searchStateArb,
  stockArb,
  TYPO_QUERIES,
} from "@forecourt/core/search/arbitraries";
import fc from "fast-check";
import { Client } from "typesense";
import { afterAll, describe, expect, it } from "vitest";
import { searchPortContract } from "../search-port.contract";
import { naiveSearch } from "../test/naive-search";
import { sortedFacets } from "./test/run-plan";
import { TypesenseSearch } from "./typesense-search";

const url = process.env.TYPESENSE_URL ?? "";
const apiKey = process.env.TYPESENSE_API_KEY ?? "";

/** Why the suite cannot run here, or null when a Typesense server answers. */
async function unavailable(): Promise<string | null> {
  if (!url) return "TYPESENSE_URL unset";
  try {
    const res = await fetch(new URL("/health", url), { signal: AbortSignal.timeout(3_000) });
    if (!res.ok) return `GET ${url}/health answered ${res.status}`;
    return null;
  } catch (error) {
    return `no Typesense server answers at ${url} (${(error as Error).message})`;
  }
}

const skipReason = await unavailable();
if (skipReason) {
  console.warn(
    `typesense-search.int.test: ${skipReason} — the Typesense SearchPort contract did not run (point TYPESENSE_URL and TYPESENSE_API_KEY at a Typesense server to run it)`,
  );
}

describe.skipIf(skipReason !== null)("TypesenseSearch on a real server", () => {
  const admin = new Client({ nodes: [{ url }], apiKey, logLevel: "warn" });
  const prefix = `forecourt_test_${process.pid}_${Date.now()}`;
  const made: string[] = [];
  let n = 0;
  const fresh = async (options: { importBatchSize?: number } = {}) => {
    const collection = `${prefix}_${n++}`;
    made.push(collection);
    const search = new TypesenseSearch({ url, apiKey, collection, ...options });
    await search.ensureCollection();
    return search;
  };
  afterAll(async () => {
    for (const name of made)
      await admin
        .collections(name)
        .delete()
        .catch(() => undefined);
  });

  // Small import batches so the contract also exercises batching.
  searchPortContract("typesense", () => fresh({ importBatchSize: 5 }), { facetStats: true });

  it("agrees with the naive oracle on random stock and search states", async () => {
    const search = await fresh();
    const facets = [...new Set([...REFINEMENT_FIELDS, ...RANGE_FIELDS, "series"])];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        stockArb(60),
        searchStateArb({
          scopes: [
            { kind: "dealership", slug: "bmg-toyota" },
            { kind: "location", slug: "noosa" },
          ],
          // Typesense retries with typos when a query finds nothing (typo_tokens_threshold),
          // not word by word: typo queries are checked by the contract's examples instead.
        }).filter((s) => !TYPO_QUERIES.includes(s.query)),
        fc.option(fc.subarray(["new", "demo", "used"]), { nil: null }),
        fc.boolean(),
        fc.integer({ min: 1, max: 7 }),
        async (stock, state, carTypes, excludeZero, hitsPerPage) => {
          // One site per run: the runs share the collection and never see each other.
          const site = `run-${run++}`;
          await search.upsert(site, stock);
          const query = {
            site,
            filter: {
              soldSince: ARB_NOW.getTime() / 1000 - 3 * 86_400,
              carTypes,
              hiddenMakes: ["toyota"],
              hiddenStockNumbers: [],
            },
            state,
            hitsPerPage,
            facets,
            excludeZeroPriceOnPriceAsc: excludeZero,
          };
          const got = await search.search(query);
          const want = naiveSearch(stock, query);
          expect(got.count).toBe(want.count);
          expect(got.hits.map((c) => c.id)).toEqual(want.hits.map((c) => c.id));
          expect(sortedFacets(got.facets)).toEqual(sortedFacets(want.facets));
          expect(got.stats).toEqual(want.stats);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("refuses a collection another schema made, naming the fields it lacks", async () => {
    const collection = `${prefix}_foreign`;
    made.push(collection);
    await admin
      .collections()
      .create({ name: collection, fields: [{ name: "site", type: "string" }] });
    const search = new TypesenseSearch({ url, apiKey, collection });
    await expect(search.ensureCollection()).rejects.toThrow(/lacks fields .*car_key/);
  });
});
