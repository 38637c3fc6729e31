import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { StockQuery } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTRACT_OTHER_SITE,
  CONTRACT_OTHER_STOCK,
  CONTRACT_SITE,
  CONTRACT_STOCK,
  contractCar,
  contractQueries as q,
} from "../test/contract-queries";
import type { TypesenseSearchParams } from "./query-compiler";
import { FakeTypesense, type RecordedRequest } from "./test/fake-typesense";
import { referenceSearch } from "./test/reference-engine";
import { documentsOf } from "./test/run-plan";
import { TypesenseSearch } from "./typesense-search";

/**
 * The requests the adapter sends for every query shape of the search contract, checked
 * against the recordings in test/recorded/ (CI's proof of the Typesense wire format where
 * no Typesense server runs). Re-record after a deliberate change:
 *   TYPESENSE_RECORD=1 npx vitest run adapters/src/search/typesense/recorded-requests.test.ts
 * and review the diff of test/recorded/ before committing it.
 */
const RECORDED = join(import.meta.dirname, "test", "recorded");
const RECORD = process.env.TYPESENSE_RECORD === "1";
const ADMIN_KEY = "admin-key-for-recordings";
const SEARCH_KEY = "search-key-for-recordings";
const NOW = 1_800_000_000_000;
const LIVE = `cars_${NOW - 1}`;

function matchesRecording(shape: string, requests: RecordedRequest[]): void {
  const file = join(RECORDED, `${shape}.json`);
  if (RECORD) {
    mkdirSync(RECORDED, { recursive: true });
    writeFileSync(file, `${JSON.stringify(requests, null, 2)}\n`);
  }
  if (!existsSync(file)) {
    throw new Error(`no recording ${file}: run with TYPESENSE_RECORD=1 to make it`);
  }
  expect(requests).toEqual(JSON.parse(readFileSync(file, "utf8")));
}

describe("Typesense requests for every query shape, against the recordings", () => {
  const fake = new FakeTypesense();
  let url = "";
  /** An adapter on a server where the alias `cars` already points at a live collection. */
  const live = async (options: { searchApiKey?: string } = {}) => {
    fake.collections.clear();
    fake.collections.add(LIVE);
    fake.aliases.set("cars", LIVE);
    const search = new TypesenseSearch({ url, apiKey: ADMIN_KEY, now: () => NOW, ...options });
    await search.ensureCollection();
    fake.take();
    return search;
  };
  beforeAll(async () => {
    url = await fake.start();
  });
  afterAll(() => fake.stop());

  it("first use: the collection is created as cars_<ms> and the alias points at it", async () => {
    fake.collections.clear();
    fake.aliases.clear();
    const search = new TypesenseSearch({ url, apiKey: ADMIN_KEY, now: () => NOW });
    await search.ensureCollection();
    const requests = fake.take();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /aliases/cars",
      "GET /collections/cars",
      "POST /collections",
      `PUT /aliases/cars`,
    ]);
    expect(fake.aliases.get("cars")).toBe(`cars_${NOW}`);
    matchesRecording("ensure-alias", requests);
  });

  const shapes: Array<[string, StockQuery | StockQuery[]]> = [
    ["keyword", q.keyword["hilux sr5"] as StockQuery],
    ["keyword-typo", q.keyword.hilix as StockQuery],
    ["facets", q.all],
    ["dealer-settings", q.dealerSettings],
    ["ranges", q.priceRange],
    ["sorts", q.sorted.price_asc as StockQuery],
    ["sorts-excluding-zero", q.priceAscExcludingZero],
    ["paging", q.page2],
    ["refinements", q.refined],
    ["disjunctive", q.disjunctive],
    ["scope-dealership", q.dealership],
    ["scope-location", q.location],
    ["similar-multi-search", q.similar],
  ];

  it.each(shapes)("%s: one multi_search under the admin key", async (shape, query) => {
    const search = await live();
    await search.multiSearch(Array.isArray(query) ? query : [query]);
    const requests = fake.take();
    expect(requests.map((r) => `${r.method} ${r.path} ${r.apiKey}`)).toEqual([
      `POST /multi_search ${ADMIN_KEY}`,
    ]);
    matchesRecording(shape, requests);
    // Every search sent reads as Typesense documents it (strict: unknown fields, params throw).
    const docs = documentsOf({ [CONTRACT_SITE]: CONTRACT_STOCK });
    const { searches } = (requests[0] as RecordedRequest).body as {
      searches: Array<Record<string, unknown>>;
    };
    for (const { collection, ...params } of searches) {
      expect(collection).toBe("cars");
      expect(() => referenceSearch(docs, params as unknown as TypesenseSearchParams)).not.toThrow();
    }
  });

  it("site scoping: each site's searches go under that site's scoped key", async () => {
    const search = await live({ searchApiKey: SEARCH_KEY });
    const other = { ...q.all, site: CONTRACT_OTHER_SITE };
    await search.multiSearch([q.all, other, q.disjunctive]);
    const requests = fake.take();
    expect(requests.map((r) => r.apiKey)).toEqual([
      search.siteSearchKey(CONTRACT_SITE),
      search.siteSearchKey(CONTRACT_OTHER_SITE),
    ]);
    matchesRecording("site-scoping", requests);
  });

  it("upsert imports documents (upsert) and remove deletes by the site's exact keys", async () => {
    const search = await live();
    await search.upsert(CONTRACT_SITE, CONTRACT_STOCK.slice(0, 2));
    await search.remove(CONTRACT_SITE, ["1", "x`y"]);
    matchesRecording("upsert-remove", fake.take());
  });

  it("reindex: a new cars_<ms>, import, alias swap, old collection dropped; writes meanwhile reach both", async () => {
    const search = await live();
    let during: RecordedRequest[] = [];
    const result = await search.reindex(async (write) => {
      await write(CONTRACT_SITE, CONTRACT_STOCK.slice(0, 1));
      await write(CONTRACT_OTHER_SITE, CONTRACT_OTHER_STOCK.slice(0, 1));
      // A live change while the new collection fills.
      await search.upsert(CONTRACT_SITE, [contractCar("12", { make: "Kia" })]);
      during = [...fake.requests];
      // Searches meanwhile still read the live collection through the alias.
      expect(fake.aliases.get("cars")).toBe(LIVE);
    });
    expect(result).toEqual({ collection: `cars_${NOW}`, dropped: LIVE });
    expect(fake.aliases.get("cars")).toBe(`cars_${NOW}`);
    expect([...fake.collections]).toEqual([`cars_${NOW}`]);
    const requests = fake.take();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /aliases/cars",
      "POST /collections",
      `POST /collections/cars_${NOW}/documents/import`,
      `POST /collections/cars_${NOW}/documents/import`,
      "POST /collections/cars/documents/import",
      `POST /collections/cars_${NOW}/documents/import`,
      "PUT /aliases/cars",
      `DELETE /collections/${LIVE}`,
    ]);
    expect(during).toHaveLength(6);
    matchesRecording("reindex-alias-swap", requests);
  });

  it("a failed reindex drops the new collection and leaves the alias on the live one", async () => {
    const search = await live();
    await expect(
      search.reindex(async () => {
        throw new Error("feed down");
      }),
    ).rejects.toThrow("feed down");
    expect(fake.aliases.get("cars")).toBe(LIVE);
    expect(fake.collections.has(`cars_${NOW}`)).toBe(false);
    expect(fake.take().map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /aliases/cars",
      "POST /collections",
      `DELETE /collections/cars_${NOW}`,
    ]);
  });
});
