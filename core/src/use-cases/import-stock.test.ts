import { describe, expect, it } from "vitest";
import type { NewAuditEntry } from "../dealer/audit-entry";
import type { Car } from "../schemas/car";
import { defaultSiteConfig, type SiteConfig } from "../schemas/site-config";
import { type ImportStockInput, type ImportStockPorts, importStock } from "./import-stock";

const NOW = new Date("2026-11-25T01:00:00Z");
const manager = { email: "max@alpha.example", role: "manager" as const };
const ndjson = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join("\n");

/** Sites, stock and index in memory; the audit entries written and the index syncs asked for. */
function fakes(sites: SiteConfig[] = [defaultSiteConfig("alpha")]) {
  const saved = new Map(sites.map((site) => [site.slug, site]));
  const stock = new Map<string, Car>();
  const audit: NewAuditEntry[] = [];
  let syncs = 0;
  const ports: ImportStockPorts = {
    sites: {
      get: async (slug) => saved.get(slug) ?? null,
      save: async (site) => void saved.set(site.slug, site),
    },
    stock: {
      ids: async () => [...stock.keys()].sort(),
      upsert: async (_site, cars) => {
        const added = cars.filter((car) => !stock.has(car.id)).map((car) => car.id);
        const updated = cars.filter((car) => stock.has(car.id)).map((car) => car.id);
        for (const car of cars) stock.set(car.id, car);
        return { added, updated };
      },
      remove: async (_site, ids) => ids.forEach((id) => void stock.delete(id)),
    },
    search: { upsert: async () => {}, remove: async () => {} },
    audit: {
      record: async (entry) => {
        audit.push(entry);
        return { ...entry, id: audit.length };
      },
    },
    syncStock: async () => void syncs++,
  };
  return { ports, saved, stock, audit, syncs: () => syncs };
}

const upload = (text: string, extra: Partial<ImportStockInput> = {}): ImportStockInput => ({
  site: "alpha",
  fileName: "feed.ndjson",
  text,
  source: { format: "json" },
  replace: false,
  strict: false,
  createSite: false,
  ...extra,
});
const context = { now: NOW, actor: manager };

describe("importStock (issue 3 §2, 17 §3: the console's upload and `forecourt import`)", () => {
  it("stores the valid rows, audits what it did with who did it, then syncs the index", async () => {
    const { ports, stock, audit, syncs } = fakes();
    const text = ndjson([
      { id: "c1", status: "in_stock" },
      { id: "c2", price: "x" },
    ]);
    const result = await importStock(ports, upload(text), context);
    expect(result).toMatchObject({
      ok: true,
      value: { added: 1, rejected: [{ line: 2, id: "c2" }], warnings: [] },
    });
    expect([...stock.keys()]).toEqual(["c1"]);
    expect(audit).toEqual([
      {
        site: "alpha",
        actor: manager,
        action: "stock.import",
        target: "feed.ndjson",
        before: null,
        after: { rows: 2, added: 1, updated: 0, rejected: 1 },
        at: NOW,
      },
    ]);
    expect(syncs()).toBe(1);
  });

  it("with replace, removes the cars the feed no longer lists and audits the removals", async () => {
    const { ports, stock, audit } = fakes();
    await importStock(ports, upload(ndjson([{ id: "a" }, { id: "b" }])), context);
    await importStock(ports, upload(ndjson([{ id: "b" }]), { replace: true }), context);
    expect([...stock.keys()]).toEqual(["b"]);
    expect(audit.at(-1)?.after).toEqual({ rows: 1, added: 0, updated: 1, removed: 1, rejected: 0 });
  });

  it("refuses a site no one created unless told to create it, writing nothing", async () => {
    const { ports, saved, audit } = fakes([]);
    expect(await importStock(ports, upload(ndjson([{ id: "c1" }])), context)).toEqual({
      ok: false,
      problem: { kind: "not-found", detail: "no site is called 'alpha'", field: "site" },
    });
    expect([saved.size, audit.length]).toEqual([0, 0]);
    const created = await importStock(ports, upload("[]", { createSite: true }), context);
    expect(created).toMatchObject({ ok: true, value: { siteCreated: true } });
  });

  it("an unreadable file fails as a whole naming it; a strict refusal changes nothing and is not audited", async () => {
    const { ports, stock, audit, syncs } = fakes();
    expect(await importStock(ports, upload("[{"), context)).toMatchObject({
      ok: false,
      problem: { kind: "invalid", field: "file", detail: expect.stringMatching(/^feed\.ndjson: /) },
    });
    const strict = await importStock(
      ports,
      upload(ndjson([{ id: "c1" }, { make: "no id" }]), { strict: true }),
      context,
    );
    expect(strict).toMatchObject({ ok: true, value: { imported: false, cars: [] } });
    expect([stock.size, audit.length, syncs()]).toEqual([0, 0, 0]);
  });

  it("warns of stored cars the site will not show (issue 37 §9)", async () => {
    const { ports } = fakes();
    const result = await importStock(ports, upload(ndjson([{ id: "c9" }])), context);
    expect(result.ok && result.value.warnings).toEqual([
      "1 car will not show on the site: no status in_stock, coming_soon or sold (c9).",
    ]);
  });
});
