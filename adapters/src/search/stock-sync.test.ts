import {
  type Car,
  defaultSiteConfig,
  type SearchPort,
  SearchState,
  type StockQuery,
} from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, type Store } from "../store/create-store";
import { createEmbeddedSearch } from "./embedded/embedded-search";
import { createStockSync } from "./stock-sync";

const car = (id: string, extra: Partial<Car> = {}): Car =>
  ({
    id,
    slug: `car-${id}`,
    status: "in_stock",
    show_on_dealer_website: true,
    price: 10000,
    ...extra,
  }) as Car;

const everything = (site: string): StockQuery => ({
  site,
  filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
  state: SearchState.parse({}),
  hitsPerPage: 100,
  facets: [],
  excludeZeroPriceOnPriceAsc: false,
});

describe("createStockSync: the search index follows the store", () => {
  let store: Store;
  beforeAll(async () => {
    store = await createStore({ dataDir: ":memory:" });
    for (const slug of ["north", "south"]) await store.sites.save(defaultSiteConfig(slug));
  });
  afterAll(() => store.close());

  it("indexes every site, then only the sites whose stock changed, removing deleted cars", async () => {
    const search = createEmbeddedSearch();
    const sync = createStockSync(store.stock, search);
    await store.stock.upsert("north", [car("1"), car("2")]);
    await store.stock.upsert("south", [car("9")]);
    expect((await sync.sync()).sort()).toEqual(["north", "south"]);
    expect(sync.indexedCount()).toBe(3);
    expect(await sync.sync()).toEqual([]);

    // Another process (an import) updates one car and removes another on one site only.
    await store.stock.upsert("north", [car("1", { price: 12345 })]);
    await store.stock.remove("north", ["2"]);
    expect(await sync.sync()).toEqual(["north"]);
    const hits = (await search.search(everything("north"))).hits;
    expect(hits.map((c) => [c.id, c.price])).toEqual([["1", 12345]]);

    // A site emptied of stock is emptied in the index too.
    await store.stock.remove("south", ["9"]);
    expect(await sync.sync()).toEqual(["south"]);
    expect((await search.search(everything("south"))).count).toBe(0);
    expect(sync.indexedCount()).toBe(1);
  });

  it("applies only the cars that changed, whichever write path changed them (issue 20 §1)", async () => {
    const engine = createEmbeddedSearch();
    const applied: string[][] = [];
    const spy: SearchPort = {
      ...engine,
      upsert: (site, cars) => {
        applied.push(cars.map((c) => `+${site}/${c.id}`));
        return engine.upsert(site, cars);
      },
      remove: (site, ids) => {
        applied.push(ids.map((id) => `-${site}/${id}`));
        return engine.remove(site, ids);
      },
    };
    const sync = createStockSync(store.stock, spy);
    await store.stock.upsert("north", [car("20"), car("21"), car("22")]);
    await sync.sync();
    applied.length = 0;

    await store.stock.upsert("north", [car("21", { price: 999 })]);
    await store.stock.remove("north", ["22"]);
    expect(await sync.sync()).toEqual(["north"]);
    expect(applied).toEqual([["+north/21"], ["-north/22"]]);
    const hits = (await engine.search(everything("north"))).hits;
    expect(hits.find((c) => c.id === "21")?.price).toBe(999);
    expect(hits.map((c) => c.id)).not.toContain("22");

    // Nothing changed: nothing applied.
    applied.length = 0;
    expect(await sync.sync()).toEqual([]);
    expect(applied).toEqual([]);
    await store.stock.remove("north", ["20", "21"]);
  });

  it("syncs on the store's stock notice, without waiting for the poll (issue 20 §3)", async () => {
    // The in-memory PGlite notifies like the embedded owner and PostgreSQL do (store.notices).
    expect(store.notices.listen).toBeDefined();
    const search = createEmbeddedSearch();
    const sync = createStockSync(store.stock, search, undefined, store.notices);
    await sync.sync();
    await sync.start({ pollMs: 3_600_000 });
    const heard = new Promise<string[]>((resolve) => sync.onChange(resolve));
    await store.stock.upsert("north", [car("31")]);
    expect(await heard).toEqual(["north"]);
    await sync.stop();
    expect((await search.search(everything("north"))).hits.map((c) => c.id)).toContain("31");
    await store.stock.remove("north", ["31"]);
  });

  it("tells listeners about changes found by polling", async () => {
    const search = createEmbeddedSearch();
    const sync = createStockSync(store.stock, search);
    await sync.sync();
    const heard = new Promise<string[]>((resolve) => sync.onChange(resolve));
    await sync.start({ pollMs: 20 });
    await store.stock.upsert("south", [car("10")]);
    expect(await heard).toEqual(["south"]);
    await sync.stop();
    expect((await search.search(everything("south"))).hits.map((c) => c.id)).toEqual(["10"]);
  });
});
