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
import {
  CONTRACT_OTHER_SITE,
  CONTRACT_OTHER_STOCK,
  CONTRACT_SITE,
  CONTRACT_STOCK,
  contractQueries,
} from "../test/contract-queries";
import { naiveSearch } from "../test/naive-search";
import { siteSearchKey } from "./scoped-key";
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
  const fresh = async (options: { importBatchSize?: number; searchApiKey?: string } = {}) => {
    const collection = `${prefix}_${n++}`;
    made.push(collection);
    const search = new TypesenseSearch({ url, apiKey, collection, ...options });
    await search.ensureCollection();
    return search;
  };
  afterAll(async () => {
    // Each name is an alias (or, for the foreign-schema test, a collection).
    for (const name of made) {
      const target = await admin
        .aliases(name)
        .retrieve()
        .then((a) => a.collection_name)
        .catch(() => name);
      await admin
        .collections(target)
        .delete()
        .catch(() => undefined);
      await admin
        .aliases(name)
        .delete()
        .catch(() => undefined);
    }
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

  it("each site searches under its scoped key, which no filter can widen to another site", async () => {
    const parent = await admin.keys().create({
      description: "forecourt int test search key",
      actions: ["documents:search"],
      collections: ["*"],
    });
    const searchApiKey = parent.value as string;
    const search = await fresh({ searchApiKey });
    await search.upsert(CONTRACT_SITE, CONTRACT_STOCK);
    await search.upsert(CONTRACT_OTHER_SITE, CONTRACT_OTHER_STOCK);
    expect((await search.search(contractQueries.all)).count).toBe(9);
    // A browser holding site A's key asks for site B's cars: the embedded filter still applies.
    const asSiteA = new Client({
      nodes: [{ url }],
      apiKey: siteSearchKey(searchApiKey, CONTRACT_SITE),
      logLevel: "warn",
    });
    const stolen = await asSiteA
      .collections(search.collection)
      .documents()
      .search({ q: "*", query_by: "q_make", filter_by: `site:=\`${CONTRACT_OTHER_SITE}\`` });
    expect(stolen.found).toBe(0);
    await admin.keys(parent.id).delete();
  });

  it("collection readable by Typesense's own tools: plain facet values, filtered in backticks", async () => {
    const search = await fresh();
    await search.upsert(CONTRACT_SITE, CONTRACT_STOCK);
    const r = await admin
      .collections(search.collection)
      .documents()
      .search({
        q: "hilux",
        query_by: "q_model",
        filter_by: `site:=\`${CONTRACT_SITE}\` && make:=[\`Toyota\`]`,
        facet_by: "make,model",
      });
    const values = (r.facet_counts ?? []).flatMap((f) => f.counts.map((c) => c.value));
    expect(values).toContain("Toyota");
    expect(values).toContain("Hilux");
  });

  it("reindex: searches keep answering from the live collection until the alias moves", async () => {
    const search = await fresh();
    await search.upsert(CONTRACT_SITE, CONTRACT_STOCK);
    const before = (await search.search(contractQueries.all)).count;
    const result = await search.reindex(async (write) => {
      await write(CONTRACT_SITE, CONTRACT_STOCK.slice(0, 3));
      expect((await search.search(contractQueries.all)).count).toBe(before);
    });
    expect(result.dropped).not.toBeNull();
    expect((await search.search(contractQueries.all)).count).toBeLessThan(before);
    await expect(admin.collections(result.dropped as string).retrieve()).rejects.toThrow();
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
