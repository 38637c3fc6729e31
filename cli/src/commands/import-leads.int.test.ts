import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createStore } from "@forecourt/adapters/store/create-store";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "forecourt-cli-store-"));
// Embedded store only: these spawned runs must not touch a developer's DATABASE_URL.
const env = { ...process.env, FORECOURT_DATA_DIR: dataDir, DATABASE_URL: "", TYPESENSE_URL: "" };
const forecourt = (args: string[]) =>
  run("npx", ["forecourt", ...args], { cwd: repoRoot, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npx forecourt import / leads (spawned, embedded store)", () => {
  it("imports a feed, printing the rejected rows and exiting 2", { timeout: 120_000 }, async () => {
    const feed = join(dataDir, "feed.json");
    writeFileSync(
      feed,
      JSON.stringify(
        [
          { id: "1", make: "Mazda" },
          { id: "2", year: "soon" },
        ],
        null,
        2,
      ),
    );
    const result = await forecourt([
      "import",
      "--site",
      "cli-dealer",
      "--create-site",
      "--json",
      feed,
    ]);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toMatchObject({
      site: "cli-dealer",
      siteCreated: true,
      added: 1,
      rejected: [{ line: 6, id: "2", field: "year" }],
    });
  });

  it("lists dead leads and retries them", { timeout: 180_000 }, async () => {
    const store = await createStore({ dataDir });
    const { lead } = await store.leads.create(
      { site: "cli-dealer", kind: "general", payload: {}, idempotencyKey: null },
      new Date("2026-03-01T00:00:00Z"),
    );
    await store.leads.claimDue(new Date("2026-03-01T00:00:00Z"), 10);
    await store.leads.markFailed(lead.id, "webhook answered HTTP 500", null);
    await store.close();

    const dead = await forecourt([
      "leads",
      "list",
      "--site",
      "cli-dealer",
      "--state",
      "dead",
      "--json",
    ]);
    expect(JSON.parse(dead.stdout)).toMatchObject([
      { leadId: lead.id, state: "dead", lastError: "webhook answered HTTP 500" },
    ]);
    const retried = await forecourt(["leads", "retry", "--site", "cli-dealer", "--json"]);
    expect(JSON.parse(retried.stdout)).toEqual({ retried: [lead.id], unknown: [], delivery: null });
    const pending = await forecourt([
      "leads",
      "list",
      "--site",
      "cli-dealer",
      "--state",
      "pending",
    ]);
    expect(pending.stdout).toContain(`${lead.id}  pending  attempts 0`);
    const bad = await forecourt(["leads", "list", "--site", "cli-dealer", "--state", "lost"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(
      'forecourt: --state: must be one of pending, delivered, dead, got "lost"',
    );
  });
});
