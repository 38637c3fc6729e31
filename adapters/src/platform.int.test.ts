import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SearchState } from "@forecourt/core";
import { validateLead } from "@forecourt/core/leads/validate-lead";
import { demoSites } from "@forecourt/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadFilePaths } from "./outbox/folder-delivery";
import { createPlatform, type Platform } from "./platform";
import { TypesenseSearch } from "./search/typesense/typesense-search";

describe("createPlatform (embedded defaults)", () => {
  let dataDir: string;
  let platform: Platform;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "forecourt-platform-"));
    platform = await createPlatform({ FORECOURT_DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("seeds the fixture tenants and their stock on first run and indexes them for search", async () => {
    await platform.start({ relayIntervalMs: 3_600_000 });
    const sites = await platform.sites.list();
    expect(sites.map((s) => s.slug).sort()).toEqual(demoSites.map((s) => s.slug).sort());
    expect(await platform.seedDemo()).toEqual({ seeded: false, sites: 0, cars: 0 });
    const slug = demoSites[0]?.slug as string;
    const stored = await platform.stock.ids(slug);
    expect(stored.length).toBeGreaterThan(0);
    const found = await platform.search.search({
      site: slug,
      filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
      state: SearchState.parse({}),
      hitsPerPage: 21,
      facets: [],
      excludeZeroPriceOnPriceAsc: false,
    });
    expect(found.count).toBeGreaterThan(0);
  }, 120_000);

  it("delivers a validated lead to <dataDir>/outbox/<site>/<id>.adf.xml and .txt", async () => {
    const site = demoSites[0];
    if (!site) throw new Error("no demo site");
    const valid = validateLead(
      "general",
      {
        name: "Jo Citizen",
        email: "jo@example.com",
        phone: "0412 345 678",
        message: "Call me",
        category: "Sales",
        location: site.locations[0]?.id,
        terms_conditions: true,
      },
      site,
    );
    if (!valid.ok) throw new Error(JSON.stringify(valid.errors));
    const { lead } = await platform.leads.create(
      { site: site.slug, kind: valid.lead.kind, payload: valid.lead, idempotencyKey: null },
      new Date(),
    );
    expect(await platform.relay.drain()).toMatchObject({ delivered: 1 });
    const files = leadFilePaths(dataDir, site.slug, lead.id);
    const xml = await readFile(files.adf, "utf8");
    expect(xml).toContain("<adf>");
    expect(xml).toContain("Jo");
    expect(await readFile(files.text, "utf8")).toContain("Jo");
  });

  it("wires the local outside calls: geocoding, and a payment that charges no card and writes nothing to the store", async () => {
    expect(await platform.geocoding.geocodePostcode("4000")).not.toBeNull();
    expect(await platform.geocoding.geocodePostcode("0000")).toBeNull();
    const slug = demoSites[0]?.slug as string;
    const customer = { name: "Jo", email: "jo@example.com", phone: "0412345678" };
    const { reference } = await platform.payment.authorise(
      slug,
      { carId: "car-1", amount: 200, customer },
      { idempotencyKey: "reservation:test" },
    );
    expect(reference).toMatch(/^LOCAL-/);
    // The reservation is the store's short transaction after the authorisation, not the adapter's.
    expect(await platform.reservations.list(slug, "car-1")).toEqual([]);
  });
});

describe("createPlatform with TYPESENSE_URL", () => {
  // Nothing listens on port 1: wiring is checked without a server.
  const TYPESENSE_URL = "http://127.0.0.1:1";

  it("fails at once without TYPESENSE_API_KEY, naming it", async () => {
    await expect(createPlatform({ TYPESENSE_URL, FORECOURT_DATA_DIR: ":memory:" })).rejects.toThrow(
      /TYPESENSE_API_KEY/,
    );
  });

  it("searches with the Typesense adapter on TYPESENSE_COLLECTION", async () => {
    const platform = await createPlatform({
      TYPESENSE_URL,
      TYPESENSE_API_KEY: "key",
      TYPESENSE_COLLECTION: "stock_test",
      FORECOURT_DATA_DIR: ":memory:",
    });
    try {
      expect(platform.search).toBeInstanceOf(TypesenseSearch);
      expect((platform.search as TypesenseSearch).collection).toBe("stock_test");
      expect(await platform.search.health()).toBe(false);
    } finally {
      await platform.close();
    }
  }, 120_000);
});
