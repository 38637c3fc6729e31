import { Car, defaultSiteConfig, emptySearchState, type SiteConfig } from "@forecourt/core";
import { StockEdit } from "@forecourt/core/dealer/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedSearch } from "../search/embedded/embedded-search";
import { createStockSync } from "../search/stock-sync";
import { createStore, type Store } from "../store/create-store";
import { type ConsoleTargets, editStock, importStockFile, updateSettings } from "./console-actions";

const NOW = new Date("2026-11-25T01:00:00Z");
const manager = { email: "max@alpha.example", role: "manager" as const };
const owner = { email: "olive@alpha.example", role: "owner" as const };

describe("dealer console actions (store, index and audit log)", () => {
  let store: Store;
  let targets: ConsoleTargets;
  const search = createEmbeddedSearch();
  const shown = async (site: string) =>
    (
      await search.search({
        site,
        filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
        state: emptySearchState(),
        hitsPerPage: 50,
        facets: [],
        excludeZeroPriceOnPriceAsc: false,
      })
    ).hits;

  beforeAll(async () => {
    store = await createStore({ dataDir: ":memory:" });
    const sync = createStockSync(store.stock, search);
    targets = { ...store, search, syncStock: () => sync.sync() };
    await store.sites.save(defaultSiteConfig("alpha", "Alpha Motors"));
    await store.sites.save(defaultSiteConfig("bravo", "Bravo Cars"));
    await store.stock.upsert("alpha", [
      Car.parse({ id: "c1", slug: "c1", status: "in_stock", price: 30000, make: "Kia" }),
    ]);
    await store.stock.upsert("bravo", [Car.parse({ id: "c1", status: "in_stock", price: 1 })]);
    await sync.sync();
  }, 60_000);
  afterAll(() => store.close());

  it("a price edit is stored, audited and in the search index at once", async () => {
    const edit = StockEdit.parse({ action: "price", price: "28,990.50" });
    const result = await editStock(targets, "alpha", manager, "c1", edit, NOW);
    expect(result.ok).toBe(true);
    expect((await store.stock.get("alpha", "c1"))?.price).toBe(28990.5);
    expect((await shown("alpha"))[0]?.price).toBe(28990.5);
    expect((await store.stock.get("bravo", "c1"))?.price).toBe(1);
    expect(await store.audit.list("alpha")).toMatchObject([
      { actor: manager, action: "stock.price", target: "c1", after: { price: 28990.5 } },
    ]);
  });

  it("hiding takes the car off the shopper site's search; another site's car is unknown", async () => {
    await editStock(targets, "alpha", manager, "c1", StockEdit.parse({ action: "hide" }), NOW);
    expect(await shown("alpha")).toEqual([]);
    expect(
      await editStock(targets, "alpha", manager, "nope", StockEdit.parse({ action: "show" }), NOW),
    ).toEqual({ ok: false, reason: "not-found" });
  });

  it("an uploaded feed goes through the CLI's import, row by row, audited", async () => {
    const text = [
      { id: "c2", slug: "c2", status: "in_stock", price: 100, make: "Kia" },
      { id: "c3", price: "x" },
    ]
      .map((r) => JSON.stringify(r))
      .join("\n");
    const result = await importStockFile(targets, "alpha", manager, "feed.ndjson", text, NOW);
    expect(result).toMatchObject({
      ok: true,
      report: { added: 1, rejected: [{ line: 2, id: "c3", field: "price" }] },
    });
    expect((await shown("alpha")).map((c) => c.id)).toEqual(["c2"]);
    expect((await store.audit.list("alpha", { action: "stock.import" }))[0]).toMatchObject({
      target: "feed.ndjson",
      after: { rows: 2, added: 1, updated: 0, rejected: 1 },
    });
    expect(await importStockFile(targets, "alpha", manager, "bad.json", "[{", NOW)).toMatchObject({
      ok: false,
    });
  });

  describe("settings", () => {
    const current = async () => (await store.sites.get("alpha")) as SiteConfig;

    it("an owner's change is validated as a whole, saved and audited", async () => {
      const result = await updateSettings(
        targets,
        await current(),
        owner,
        { phones: { used: "07 3000 1111" }, features: { compare: false } },
        NOW,
      );
      expect(result).toMatchObject({ ok: true, audit: { action: "settings.update" } });
      const saved = await current();
      expect(saved.phones.used).toBe("07 3000 1111");
      expect(saved.features.compare).toBe(false);
    });

    it("invalid input names the JSON path and writes nothing", async () => {
      const before = await current();
      const result = await updateSettings(
        targets,
        before,
        owner,
        { features: { compare: "yes" }, finance: { provider: "bank-of-mum" } },
        NOW,
      );
      expect(result.ok).toBe(false);
      const problems = result.ok || result.reason !== "invalid" ? [] : result.problems;
      expect(problems.some((p) => p.startsWith("features.compare: "))).toBe(true);
      expect(problems.some((p) => p.startsWith("finance.provider: "))).toBe(true);
      expect(await current()).toEqual(before);
    });

    it("a manager may change hours only", async () => {
      const before = await current();
      const locations = [
        { id: "1", name: "Main", slug: "main", contact_detail: { opening_hours: [] } },
      ];
      expect(await updateSettings(targets, before, owner, { locations }, NOW)).toMatchObject({
        ok: true,
      });
      const withLocation = await current();
      const hours = [
        {
          ...withLocation.locations[0],
          contact_detail: {
            opening_hours: [{ weekday: 1, status: "Open", open: "08:00", close: "17:00" }],
          },
        },
      ];
      expect(
        await updateSettings(targets, withLocation, manager, { locations: hours }, NOW),
      ).toMatchObject({ ok: true });
      expect(
        await updateSettings(
          targets,
          await current(),
          manager,
          { phones: { new: "07 3000 2222" } },
          NOW,
        ),
      ).toEqual({ ok: false, reason: "forbidden", needed: "owner" });
      expect((await current()).phones.new).toBeNull();
    });
  });
});
