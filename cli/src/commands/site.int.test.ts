import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "forecourt-cli-site-"));
// Embedded store only: these spawned runs must not touch a developer's DATABASE_URL.
const env = { ...process.env, FORECOURT_DATA_DIR: dataDir, DATABASE_URL: "", TYPESENSE_URL: "" };
const forecourt = (args: string[]) =>
  run("npx", ["forecourt", ...args], { cwd: repoRoot, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
const file = (name: string, value: unknown) => {
  const path = join(dataDir, name);
  writeFileSync(path, JSON.stringify(value, null, 2));
  return path;
};

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each spawn opens the embedded store (a minute or more on a loaded machine), so one journey
// covers the exit codes and output; site-actions.test.ts covers every case in-process.
describe("npx forecourt site (spawned, embedded store)", () => {
  it("create prints the slug, show prints a document create accepts, invalid input exits 2 writing nothing", {
    timeout: 1_200_000,
  }, async () => {
    const site = {
      slug: "cli-motors",
      name: "CLI Motors",
      domains: ["www.cli-motors.example"],
      locations: [
        { id: "c1", name: "CLI Motors Sales", slug: "sales", address: { postcode: "4000" } },
      ],
      leadWebhookUrl: "https://crm.cli-motors.example/adf",
      leadWebhookSecret: "cli-secret-0123456789",
    };
    const created = await forecourt([
      "site",
      "create",
      "--file",
      file("site.json", site),
      "--json",
    ]);
    expect([created.code, created.stdout.trim()]).toEqual([0, '{"slug":"cli-motors"}']);

    const shown = await forecourt(["site", "show", "cli-motors", "--json", "--show-secrets"]);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject(site);

    // The shown document, under a new slug and without the taken domain, is a valid new site;
    // a bad postcode and colour in it are each named by their JSON path, and nothing is written.
    const document = JSON.parse(shown.stdout);
    const bad = file("bad.json", {
      ...document,
      slug: "bad-motors",
      domains: [],
      locations: [
        ...document.locations,
        ...document.locations,
        { id: "b3", name: "C", slug: "c", address: { postcode: "400" } },
      ],
      theme: { ...document.theme, primary: "blue" },
    });
    const refused = await forecourt(["site", "create", "--file", bad]);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe("");
    expect(refused.stderr.trim().split("\n")).toEqual([
      'locations[2].address.postcode: must be four digits, got "400"',
      "theme.primary: must be a colour like #0b3d91",
    ]);

    const list = await forecourt(["site", "list", "--json"]);
    expect(JSON.parse(list.stdout)).toEqual([
      { slug: "cli-motors", name: "CLI Motors", domains: ["www.cli-motors.example"] },
    ]);
  });
});
