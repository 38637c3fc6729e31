import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

describe("npx forecourt validate (spawned)", () => {
  it("prints {ok, errors} and exits 1 when the payload is not valid", async () => {
    const dir = mkdtempSync(join(tmpdir(), "forecourt-validate-"));
    const file = join(dir, "payload.json");
    writeFileSync(file, JSON.stringify({ name: "Jane", postcode: "12" }));
    const failure = await run("npx", ["forecourt", "validate", "finance", "--json", file], {
      cwd: repoRoot,
    }).then(
      () => null,
      (e: { code: number; stdout: string }) => e,
    );
    expect(failure?.code).toBe(1);
    expect(JSON.parse(failure?.stdout ?? "")).toEqual({
      ok: false,
      errors: {
        email: "Please enter your email address.",
        phone: "Please enter your phone number.",
        terms_conditions: "*You must agree to the terms of use before submitting.",
        postcode: "Invalid postcode. Please enter a 4-digit number.",
        message: "Please enter your comments.",
      },
    });
  });

  it("exits 0 with ok true for a valid payload", async () => {
    const dir = mkdtempSync(join(tmpdir(), "forecourt-validate-"));
    const file = join(dir, "payload.json");
    const payload = {
      name: "Jane",
      email: "jane@example.com",
      phone: "0412345678",
      terms_conditions: "on",
      category: "Sales",
      message: "Hi",
    };
    writeFileSync(file, JSON.stringify(payload));
    const { stdout } = await run("npx", ["forecourt", "validate", "general", "--json", file], {
      cwd: repoRoot,
    });
    expect(JSON.parse(stdout)).toEqual({ ok: true, errors: {} });
  });
});
