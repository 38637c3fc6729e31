import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createPlatform, type Platform } from "@forecourt/adapters/platform";
import { SearchState } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(repoRoot, "cli/bin/forecourt.js");
const dataDir = mkdtempSync(join(tmpdir(), "forecourt-beside-"));
// Embedded store only, whatever the developer has set.
const env = { ...process.env, FORECOURT_DATA_DIR: dataDir, DATABASE_URL: "", TYPESENSE_URL: "" };
/** Each spawned CLI loads TypeScript through tsx: slow on a busy 2-core machine. */
const SLOW = 300_000;

/** `forecourt …` as its own process, beside the server below. */
const forecourt = (args: string[]) =>
  run(process.execPath, [bin, ...args], { cwd: repoRoot, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

const SITE = "beside-dealer";
const everyCar = {
  site: SITE,
  filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
  state: SearchState.parse({}),
  hitsPerPage: 21,
  facets: [],
  excludeZeroPriceOnPriceAsc: false,
};

describe("forecourt commands beside a running server on the same embedded store", () => {
  let server: Platform;
  beforeAll(async () => {
    // What `npm start` does: the site owns the store (and serves it to the CLI).
    server = await createPlatform(
      { FORECOURT_DATA_DIR: dataDir, DATABASE_URL: "", TYPESENSE_URL: "" },
      { role: "server" },
    );
    await server.start({ seed: false, relayIntervalMs: 3_600_000 });
  }, SLOW);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("imports through the server's store, and the server's search shows the cars within 2 s", {
    timeout: SLOW,
  }, async () => {
    const feed = join(dataDir, "feed.json");
    writeFileSync(
      feed,
      JSON.stringify([
        {
          id: "b1",
          make: "Mazda",
          model: "CX-5",
          year: 2021,
          car_type: "used",
          status: "in_stock",
          price: 31990,
        },
        {
          id: "b2",
          make: "Kia",
          model: "Sportage",
          year: 2022,
          car_type: "used",
          status: "in_stock",
          price: 34990,
        },
      ]),
    );
    const imported = await forecourt(["import", "--site", SITE, "--create-site", "--json", feed]);
    expect(imported.stderr).not.toContain("in use");
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ site: SITE, siteCreated: true, added: 2 });
    // The import has committed (its process is gone): the owner hears the NOTIFY its socket
    // carried and its stock sync catches up at once (issue 20 §3) — not at the 30 s backup poll.
    const committedAt = Date.now();
    await expect
      .poll(async () => (await server.search.search(everyCar)).count, {
        timeout: 2_000,
        interval: 50,
      })
      .toBe(2);
    expect(Date.now() - committedAt).toBeLessThanOrEqual(2_000);
  });

  it("runs two commands at once: a search and the lead outbox list", {
    timeout: SLOW,
  }, async () => {
    const { lead } = await server.leads.create(
      { site: SITE, kind: "general", payload: {}, idempotencyKey: null },
      new Date(),
    );
    const [search, leads] = await Promise.all([
      forecourt(["search", "--site", SITE, "/search/used-cars?sortBy=price_desc", "--json"]),
      forecourt(["leads", "list", "--site", SITE, "--json"]),
    ]);
    expect(search.code, search.stderr).toBe(0);
    const found = JSON.parse(search.stdout) as { count: number; hits: Array<{ id: string }> };
    expect(found.count).toBe(2);
    expect(found.hits.map((h) => h.id)).toEqual(["b2", "b1"]);
    expect(leads.code, leads.stderr).toBe(0);
    expect(JSON.parse(leads.stdout)).toMatchObject([{ leadId: lead.id, state: "pending" }]);
  });

  it("the server's clean stop removes its socket", { timeout: SLOW }, async () => {
    const socket = join(dataDir, "pglite", ".s.PGSQL.5432");
    expect(existsSync(socket)).toBe(true);
    await server.close();
    expect(existsSync(socket)).toBe(false);
    expect(existsSync(join(dataDir, "pglite", "forecourt.lock"))).toBe(false);
  });
});
