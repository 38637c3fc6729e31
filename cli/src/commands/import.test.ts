import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/embedded-search";
import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { defaultSiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CliError } from "../io";
import { PROGRESS_THRESHOLD, runImport } from "./import";

const ndjson = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join("\n");

describe("forecourt import (runImport)", () => {
  let store: Store;
  const targets = () => ({
    sites: store.sites,
    stock: store.stock,
    search: createEmbeddedSearch(),
    audit: store.audit,
  });
  const opts = { replace: false, strict: false, file: "feed.ndjson", createSite: true };
  beforeAll(async () => {
    store = await createStore({ dataDir: ":memory:" });
  }, 60_000);
  afterAll(() => store.close());

  it("says it created the site, reports the counts and every rejected row, and exits 2", async () => {
    const text = ndjson([{ id: "1" }, { id: "2", price: "x" }, { make: "none" }, { id: "3" }]);
    const run = await runImport(text, "new-dealer", opts, targets());
    expect(run.exitCode).toBe(2);
    expect(run.text.split("\n")).toEqual([
      "Created site 'new-dealer' with default settings.",
      "Imported feed.ndjson into 'new-dealer': 2 added, 0 updated, 0 removed, 2 rejected (4 rows).",
      "Warning: 2 cars will not show on the site: no status in_stock, coming_soon or sold (1, 3).",
      "Rejected rows:",
      "  line 2 (car 2): price: Invalid input: expected number, received string",
      "  line 3: id: Invalid input: expected string, received undefined",
    ]);
    expect(run.data).toMatchObject({
      siteCreated: true,
      added: 2,
      rejected: [{ line: 2 }, { line: 3 }],
    });
  });

  it("a clean feed exits 0; --replace reports removals", async () => {
    const run = await runImport(
      ndjson([{ id: "1" }, { id: "4" }]),
      "new-dealer",
      { ...opts, replace: true },
      targets(),
    );
    expect(run.exitCode).toBe(0);
    expect(run.text.split("\n")[0]).toBe(
      "Imported feed.ndjson into 'new-dealer': 1 added, 1 updated, 1 removed, 0 rejected (2 rows).",
    );
  });

  it("is the console's import: audited, as the operator's, with what it did (issue 31 §1)", async () => {
    const now = new Date("2026-11-25T01:00:00Z");
    await runImport(
      ndjson([{ id: "1" }, { id: "5" }, { id: "6", price: "x" }]),
      "new-dealer",
      { ...opts, replace: true, file: "stock.ndjson", now },
      targets(),
    );
    const [entry] = await store.audit.list("new-dealer", { action: "stock.import" });
    expect(entry).toMatchObject({
      actor: { email: "operator (forecourt CLI)", role: "owner" },
      target: "stock.ndjson",
      before: null,
      after: { rows: 3, added: 1, updated: 1, removed: 1, rejected: 1 },
      at: now,
    });
  });

  it("--strict imports nothing when a row is rejected", async () => {
    const run = await runImport(
      ndjson([{ id: "9" }, { id: "" }]),
      "strict-dealer",
      { ...opts, strict: true },
      targets(),
    );
    expect(run.exitCode).toBe(2);
    expect(run.text.split("\n")[0]).toBe(
      "--strict: nothing imported from feed.ndjson into 'strict-dealer': 1 of 2 rows rejected.",
    );
    expect(await store.sites.get("strict-dealer")).toBeNull();
  });

  it("shows progress on feeds over a few thousand rows, and none on small ones", async () => {
    const big = ndjson(
      Array.from({ length: PROGRESS_THRESHOLD + 500 }, (_, i) => ({ id: `c${i}` })),
    );
    const lines: string[] = [];
    await runImport(big, "big-dealer", opts, targets(), (l) => lines.push(l));
    expect(lines).toContain(`parsed ${PROGRESS_THRESHOLD + 500}/${PROGRESS_THRESHOLD + 500} rows`);
    expect(lines.at(-1)).toBe(
      `stored ${PROGRESS_THRESHOLD + 500}/${PROGRESS_THRESHOLD + 500} cars`,
    );
    const quiet: string[] = [];
    await runImport(ndjson([{ id: "x" }]), "big-dealer", opts, targets(), (l) => quiet.push(l));
    expect(quiet).toEqual([]);
  }, 60_000);

  it.each([["Bad Slug", '--site: must be lower-case letters, digits and hyphens, got "Bad Slug"']])(
    "refuses the site %s",
    async (slug, message) => {
      await expect(runImport("", slug, opts, targets())).rejects.toThrow(new CliError(message));
    },
  );

  it("an unreadable feed fails as a whole, naming the file and line", async () => {
    await expect(runImport('[{"id":"1"}', "new-dealer", opts, targets())).rejects.toThrow(
      "feed.ndjson: line 1: the JSON array is not closed with ]",
    );
  });

  it("refuses a slug no site has unless told to create it (issue 37 §9: a misspelt slug made a new site)", async () => {
    await expect(
      runImport(
        ndjson([{ id: "1" }]),
        "brisbane-motr-group",
        { ...opts, createSite: false },
        targets(),
      ),
    ).rejects.toThrow(
      new CliError(
        "--site: no site is called 'brisbane-motr-group' (forecourt site list names them); add --create-site to create it with default settings",
      ),
    );
    expect(await store.sites.get("brisbane-motr-group")).toBeNull();
  });

  it("warns of NZ used cars whose Consumer Information Notice is incomplete (issue 36 §1)", async () => {
    await store.sites.save({
      ...defaultSiteConfig("kiwi-dealer", "Kiwi Cars"),
      country: "NZ",
    });
    const run = await runImport(
      ndjson([
        { id: "n1", status: "in_stock", car_type: "new", price: 30000 },
        {
          id: "u1",
          status: "in_stock",
          car_type: "used",
          price: 15990,
          make: "Toyota",
          model: "Aqua",
        },
      ]),
      "kiwi-dealer",
      { ...opts, now: new Date("2026-11-25T00:00:00Z") },
      targets(),
    );
    expect(run.exitCode).toBe(0);
    expect(run.data.warnings).toHaveLength(1);
    expect(run.data.warnings[0]).toMatch(
      /^Consumer Information Notice incomplete for 1 car, left out of partner feeds until complete: u1 \(missing Motor vehicle trader's name, address, and contact information, Motor vehicle trader registration number, Security interest, /,
    );
    expect(run.text).toContain("Warning: Consumer Information Notice incomplete for 1 car");
  });

  it("says nothing about showing when every car has a status the site lists", async () => {
    const run = await runImport(
      ndjson([
        { id: "s1", status: "in_stock" },
        { id: "s2", status: "sold" },
      ]),
      "status-dealer",
      opts,
      targets(),
    );
    expect(run.data.warnings).toEqual([]);
  });

  it("imports a CSV through a mapping profile, naming each rejected row's line and column", async () => {
    const profile = {
      name: "test",
      delimiter: "," as const,
      key: "Stock",
      fields: { stocknum: "Stock", make: "Make", km: "Kms", price: { column: "Price" } },
      constants: { status: "in_stock" },
    };
    const csv = 'Stock,Make,Kms,Price\nC1,Kia,"1,000","$9,990"\nC2,Ford,many,5000\n';
    const run = await runImport(
      csv,
      "csv-dealer",
      { ...opts, file: "stock.csv", format: "csv", profile },
      targets(),
    );
    expect(run.exitCode).toBe(2);
    expect(run.text.split("\n").slice(1)).toEqual([
      "Imported stock.csv into 'csv-dealer': 1 added, 0 updated, 0 removed, 1 rejected (2 rows).",
      "Rejected rows:",
      '  line 3 (car C2): column "Kms", km: is not a number',
    ]);
    expect(await store.stock.get("csv-dealer", "C1")).toMatchObject({
      make: "Kia",
      km: 1000,
      price: 9990,
    });
  });

  it("a CSV feed without a profile is one clear error", async () => {
    await expect(
      runImport("a,b\n", "csv-dealer", { ...opts, file: "stock.csv", format: "csv" }, targets()),
    ).rejects.toThrow(/^--profile: a CSV feed needs a mapping profile/);
  });
});
