import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

describe("npx forecourt search / similar on the embedded store (spawned)", () => {
  // The embedded store in a fresh folder, whatever DATABASE_URL the developer has set.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FORECOURT_DATA_DIR: mkdtempSync(join(tmpdir(), "fc-search-")),
    DATABASE_URL: "",
  };

  // A spawned CLI that seeds the whole demo store first: slower than most tests on 2 busy cores.
  it("seeds the demo tenants on first use, searches a path and finds similar cars", async () => {
    const { stdout } = await run(
      "npx",
      [
        "forecourt",
        "search",
        "--site",
        "bayside-rv",
        "/search/used-cars?sortBy=price_desc",
        "--json",
      ],
      { cwd: repoRoot, env },
    );
    const out = JSON.parse(stdout) as {
      count: number;
      page: number;
      pages: number;
      hits: Array<{ slug: string; price: number; car_type: string }>;
      facets: Record<string, Array<{ label: string; value: string; count: number }>>;
    };
    expect(out).toMatchObject({ page: 1 });
    expect(out.count).toBeGreaterThan(0);
    expect(out.hits.every((h) => h.car_type === "used")).toBe(true);
    expect(out.facets.make?.[0]).toEqual(
      expect.objectContaining({
        label: expect.any(String),
        value: expect.any(String),
        count: expect.any(Number),
      }),
    );

    const car = out.hits[0];
    const similar = await run(
      "npx",
      ["forecourt", "similar", "--site", "bayside-rv", car?.slug ?? "", "--json"],
      { cwd: repoRoot, env },
    );
    const result = JSON.parse(similar.stdout) as { similar: Array<{ id: string }> };
    expect(result.similar.length).toBeLessThanOrEqual(6);
    expect(new Set(result.similar.map((h) => h.id)).size).toBe(result.similar.length);
  }, 120_000);

  it("refuses an address that is not a search page, naming the argument", async () => {
    const failure = await run(
      "npx",
      ["forecourt", "search", "--site", "bayside-rv", "/cars/x", "--demo"],
      { cwd: repoRoot, env },
    ).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      'forecourt: path: must be a /search/... or /used-car/... address, got "/cars/x"',
    );
  });
});
