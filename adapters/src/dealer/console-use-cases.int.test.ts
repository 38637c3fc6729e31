import { Car, defaultSiteConfig, emptySearchState, type SiteConfig } from "@forecourt/core";
import { BulkChangeRequest, StockEdit } from "@forecourt/core/dealer/index";
import { bulkEditStock } from "@forecourt/core/use-cases/bulk-edit-stock";
import { editStock } from "@forecourt/core/use-cases/edit-stock";
import { type ImportStockInput, importStock } from "@forecourt/core/use-cases/import-stock";
import { updateSiteSettings } from "@forecourt/core/use-cases/update-site-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedSearch } from "../search/embedded/embedded-search";
import { createStockSync } from "../search/stock-sync";
import { createStore, type Store } from "../store/create-store";

const NOW = new Date("2026-11-25T01:00:00Z");
const manager = { email: "max@alpha.example", role: "manager" as const };
const owner = { email: "olive@alpha.example", role: "owner" as const };

/** The console's upload: a JSON/NDJSON file into an existing site, no --replace, not strict. */
const upload = (fileName: string, text: string): ImportStockInput => ({
  site: "alpha",
  fileName,
  text,
  source: { format: "json" },
  replace: false,
  strict: false,
  createSite: false,
});

describe("the console's use cases on the real store, index and audit log", () => {
  let store: Store;
  let targets: Store & { search: typeof search; syncStock: () => Promise<unknown> };
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
    const result = await editStock(
      targets,
      { site: "alpha", carId: "c1", edit },
      { now: NOW, actor: manager },
    );
    expect(result.ok).toBe(true);
    expect((await store.stock.get("alpha", "c1"))?.price).toBe(28990.5);
    expect((await shown("alpha"))[0]?.price).toBe(28990.5);
    expect((await store.stock.get("bravo", "c1"))?.price).toBe(1);
    expect(await store.audit.list("alpha")).toMatchObject([
      { actor: manager, action: "stock.price", target: "c1", after: { price: 28990.5 } },
    ]);
  });

  it("hiding takes the car off the shopper site's search; another site's car is unknown", async () => {
    const context = { now: NOW, actor: manager };
    const hide = StockEdit.parse({ action: "hide" });
    await editStock(targets, { site: "alpha", carId: "c1", edit: hide }, context);
    expect(await shown("alpha")).toEqual([]);
    const show = StockEdit.parse({ action: "show" });
    expect(await editStock(targets, { site: "alpha", carId: "nope", edit: show }, context)).toEqual(
      {
        ok: false,
        problem: { kind: "not-found", detail: "There is no such car in this site's stock." },
      },
    );
  });

  it("an uploaded feed goes through the CLI's import, row by row, audited", async () => {
    const text = [
      { id: "c2", slug: "c2", status: "in_stock", price: 100, make: "Kia" },
      { id: "c3", price: "x" },
    ]
      .map((r) => JSON.stringify(r))
      .join("\n");
    const context = { now: NOW, actor: manager };
    const result = await importStock(targets, upload("feed.ndjson", text), context);
    expect(result).toMatchObject({
      ok: true,
      value: { added: 1, rejected: [{ line: 2, id: "c3", field: "price" }] },
    });
    expect((await shown("alpha")).map((c) => c.id)).toEqual(["c2"]);
    expect((await store.audit.list("alpha", { action: "stock.import" }))[0]).toMatchObject({
      target: "feed.ndjson",
      after: { rows: 2, added: 1, updated: 0, rejected: 1 },
    });
    expect(await importStock(targets, upload("bad.json", "[{"), context)).toMatchObject({
      ok: false,
      problem: { kind: "invalid", field: "file", detail: expect.stringMatching(/^bad\.json: /) },
    });
  });

  it("a bulk change previews without saving, applies exactly the preview audited per car, and refuses an unknown id whole", async () => {
    const site = (await store.sites.get("alpha")) as SiteConfig;
    const context = { now: NOW, actor: manager };
    const request = BulkChangeRequest.parse({
      ids: ["c1", "c2"],
      change: { kind: "price-amount", amount: "-50" },
    });
    const prices = async () =>
      (await store.stock.getMany("alpha", ["c1", "c2"])).map((car) => car.price);
    const was = await prices();
    const preview = await bulkEditStock(targets, { site, request, mode: "preview" }, context);
    expect(preview.ok && preview.value.changes.map((change) => change.id)).toEqual(["c1", "c2"]);
    expect(await prices()).toEqual(was);

    const applied = await bulkEditStock(targets, { site, request, mode: "apply" }, context);
    expect(applied).toEqual(preview);
    expect(await prices()).toEqual(was.map((price) => (price ?? 0) - 50));
    expect(
      (await store.audit.list("alpha", { action: "stock.price", limit: 2 })).map((e) => e.target),
    ).toEqual(["c2", "c1"]);

    const unknown = BulkChangeRequest.parse({ ...request, ids: ["c1", "gone"] });
    expect(
      await bulkEditStock(targets, { site, request: unknown, mode: "apply" }, context),
    ).toEqual({
      ok: false,
      problem: { kind: "not-found", detail: "There is no such car in this site's stock. (gone)" },
    });
    expect(await prices()).toEqual(was.map((price) => (price ?? 0) - 50));
  });

  describe("settings", () => {
    const current = async () => (await store.sites.get("alpha")) as SiteConfig;
    const change = (actor: typeof owner | typeof manager, patch: unknown) =>
      updateSiteSettings(targets, { site: "alpha", patch }, { now: NOW, actor });

    it("an owner's change is validated as a whole, saved and audited", async () => {
      const result = await change(owner, {
        phones: { used: "07 3000 1111" },
        features: { compare: false },
      });
      expect(result).toMatchObject({ ok: true, value: { audit: { action: "settings.update" } } });
      const saved = await current();
      expect(saved.phones.used).toBe("07 3000 1111");
      expect(saved.features.compare).toBe(false);
    });

    it("invalid input names the JSON path and writes nothing", async () => {
      const before = await current();
      const result = await change(owner, {
        features: { compare: "yes" },
        finance: { provider: "bank-of-mum" },
      });
      expect(result.ok).toBe(false);
      const fields = Object.keys((!result.ok && result.problem.errors) || {});
      expect(fields).toContain("features.compare");
      expect(fields).toContain("finance.provider");
      expect(await current()).toEqual(before);
    });

    it("a manager may change hours only", async () => {
      const locations = [
        { id: "1", name: "Main", slug: "main", contact_detail: { opening_hours: [] } },
      ];
      expect(await change(owner, { locations })).toMatchObject({ ok: true });
      const withLocation = await current();
      const hours = [
        {
          ...withLocation.locations[0],
          contact_detail: {
            opening_hours: [{ weekday: 1, status: "Open", open: "08:00", close: "17:00" }],
          },
        },
      ];
      expect(await change(manager, { locations: hours })).toMatchObject({ ok: true });
      expect(await change(manager, { phones: { new: "07 3000 2222" } })).toEqual({
        ok: false,
        problem: {
          kind: "forbidden",
          detail: "This needs the owner role or above; ask the site's owner.",
        },
      });
      expect((await current()).phones.new).toBeNull();
    });
  });
});
