import { Car, parseStockFeed, SearchState } from "@forecourt/core";
import { storeStockFeed } from "@forecourt/core/use-cases/store-stock-feed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedSearch } from "../search/embedded/embedded-search";
import { type Store, storeOn } from "../store/create-store";
import { pgliteTestDatabase, type TestDatabase } from "../store/test-databases";

const feedOf = (text: string) => {
  const r = parseStockFeed(text);
  if (!r.ok) throw new Error(r.error);
  return r.feed;
};
const ndjson = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join("\n");
const inStock = (id: string, extra: object = {}) => ({
  id,
  slug: `car-${id}`,
  make: "Toyota",
  model: "Corolla",
  status: "in_stock",
  show_on_dealer_website: true,
  price: 20000,
  ...extra,
});

describe("storeStockFeed: the import's storing step, on the real store (issue 3 §2)", () => {
  let db: TestDatabase;
  let store: Store;
  const search = createEmbeddedSearch();
  const targets = () => ({ sites: store.sites, stock: store.stock, search });
  const searchIds = async (site: string) =>
    (
      await search.search({
        site,
        filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
        state: SearchState.parse({}),
        hitsPerPage: 100,
        facets: [],
        excludeZeroPriceOnPriceAsc: false,
      })
    ).hits
      .map((c) => c.id)
      .sort();

  beforeAll(async () => {
    db = await pgliteTestDatabase();
    store = await storeOn(db.connection);
  }, 60_000);
  afterAll(() => db.dispose());

  it("creates a new site with default settings, and stores and indexes every car", async () => {
    const report = await storeStockFeed(
      targets(),
      "fresh-site",
      feedOf(ndjson([inStock("1"), inStock("2")])),
      {
        replace: false,
        strict: false,
      },
    );
    expect(report).toEqual({
      site: "fresh-site",
      siteCreated: true,
      imported: true,
      rows: 2,
      added: 2,
      updated: 0,
      removed: 0,
      rejected: [],
    });
    expect((await store.sites.get("fresh-site"))?.name).toBe("fresh-site");
    expect(await store.stock.ids("fresh-site")).toEqual(["1", "2"]);
    expect(await searchIds("fresh-site")).toEqual(["1", "2"]);
  });

  it("upserts by id: existing cars are updated, new ones added, others kept without --replace", async () => {
    const report = await storeStockFeed(
      targets(),
      "fresh-site",
      feedOf(ndjson([inStock("2", { price: 18000 }), inStock("3")])),
      { replace: false, strict: false },
    );
    expect(report).toMatchObject({ siteCreated: false, added: 1, updated: 1, removed: 0 });
    expect((await store.stock.get("fresh-site", "2"))?.price).toBe(18000);
    expect(await store.stock.ids("fresh-site")).toEqual(["1", "2", "3"]);
  });

  it("--replace removes absent cars from the store and the index, but never a car whose row was rejected", async () => {
    const text = ndjson([inStock("3"), { ...inStock("2"), price: "bad" }, inStock("4")]);
    const report = await storeStockFeed(targets(), "fresh-site", feedOf(text), {
      replace: true,
      strict: false,
    });
    expect(report).toMatchObject({ added: 1, updated: 1, removed: 1 });
    expect(report.rejected).toMatchObject([{ line: 2, id: "2", field: "price" }]);
    expect(await store.stock.ids("fresh-site")).toEqual(["2", "3", "4"]);
    expect(await searchIds("fresh-site")).toEqual(["2", "3", "4"]);
    expect((await store.stock.get("fresh-site", "2"))?.price).toBe(18000);
  });

  it("--strict imports nothing (not even the site) when any row is rejected", async () => {
    const text = ndjson([inStock("9"), { make: "no id" }]);
    const report = await storeStockFeed(targets(), "strict-site", feedOf(text), {
      replace: true,
      strict: true,
    });
    expect(report).toMatchObject({ imported: false, siteCreated: false, added: 0, removed: 0 });
    expect(report.rejected).toHaveLength(1);
    expect(await store.sites.get("strict-site")).toBeNull();
    expect(await store.stock.ids("strict-site")).toEqual([]);
  });

  it("reports progress per batch and imports large feeds whole", async () => {
    const cars = Array.from({ length: 4_500 }, (_, i) => Car.parse(inStock(`big-${i}`)));
    const progress: number[] = [];
    const report = await storeStockFeed(
      targets(),
      "big-site",
      { format: "ndjson", rows: cars.length, cars, rejected: [] },
      {
        replace: false,
        strict: false,
        batchSize: 2_000,
        onProgress: (done) => progress.push(done),
      },
    );
    expect(progress).toEqual([2_000, 4_000, 4_500]);
    expect(report.added).toBe(4_500);
    expect((await store.stock.ids("big-site")).length).toBe(4_500);
  }, 60_000);
});
