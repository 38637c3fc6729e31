import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

describe("npx forecourt tag (spawned)", () => {
  it("reads a car file and prints the {tag, label} shape", async () => {
    const dir = mkdtempSync(join(tmpdir(), "forecourt-tag-"));
    const file = join(dir, "car.json");
    writeFileSync(file, JSON.stringify({ id: 1, status: "coming_soon" }));
    const { stdout } = await run(
      "npx",
      ["forecourt", "tag", "--now", "2026-03-15T00:00:00Z", "--json", file],
      {
        cwd: repoRoot,
      },
    );
    expect(JSON.parse(stdout)).toMatchObject({ tag: "coming-soon", label: "COMING SOON" });
  });

  it("exits non-zero with one line naming the bad field", async () => {
    const failure = await run("npx", ["forecourt", "phone", "call-me", "--json"], {
      cwd: repoRoot,
    }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure?.code).not.toBe(0);
    const lines = (failure?.stderr ?? "").split("\n").filter((l) => l.startsWith("forecourt:"));
    expect(lines).toEqual([
      'forecourt: phone: may hold only digits, spaces, +, -, . and brackets, got "call-me"',
    ]);
  });
});
