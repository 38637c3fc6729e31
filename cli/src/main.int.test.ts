import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../bin/forecourt.js", import.meta.url));

/** Runs `forecourt …` as a user would, with optional stdin; resolves with its exit code and output. */
function forecourt(
  args: string[],
  options: { stdin?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...process.env, FORECOURT_DEBUG: "", ...options.env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? "");
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "forecourt-cli-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("forecourt with bad input: one line naming the field, exit 1 (issue 16 §3)", () => {
  it.each([
    [
      "a missing file",
      () => ["price", join(dir, "nope.json")],
      undefined,
      () => `forecourt: ${join(dir, "nope.json")}: no such file`,
    ],
    ["a folder", () => ["tag", dir], undefined, () => `forecourt: ${dir}: is a folder, not a file`],
    [
      "bad JSON on stdin",
      () => ["eligibility"],
      '{\n  "id": "1",\n  "make": Toyota\n}\n',
      () => "forecourt: stdin: not valid JSON",
    ],
    [
      "an impossible --at",
      () => ["sales-counter", "--at", "2026-02-30"],
      undefined,
      () =>
        'forecourt: --at: not a real ISO date or date-time such as 2026-11-23 or 2026-11-23T10:00+10:00, got "2026-02-30"',
    ],
    [
      "an empty --amount",
      () => ["repayment", "--amount", "", "--rate", "7", "--term", "5"],
      undefined,
      () => "forecourt: --amount: must not be empty",
    ],
    [
      "a hexadecimal --amount",
      () => ["repayment", "--amount", "0x10", "--rate", "7", "--term", "5"],
      undefined,
      () => 'forecourt: --amount: must be a decimal number such as 30000 or 6.29, got "0x10"',
    ],
    [
      "a fractional --term",
      () => ["repayment", "--amount", "30000", "--rate", "7", "--term", "7.3"],
      undefined,
      () => 'forecourt: --term: must be 1 to 7 years, got "7.3"',
    ],
    [
      "a car that is not an object",
      () => ["price"],
      '"a string"',
      () => "forecourt: car: Invalid input: expected object, received string",
    ],
  ])(
    "%s",
    async (_what, args, stdin, line) => {
      const run = await forecourt(args(), { stdin });
      expect(run.stderr).toBe(`${line()}\n`);
      expect(run.code).toBe(1);
    },
    300_000,
  );

  it("validate test-drive refuses a booking date of 2026-02-31", async () => {
    const payload = {
      name: "Jo",
      email: "jo@example.com",
      phone: "0412345678",
      terms_conditions: true,
      dateTime: "2026-02-31",
    };
    const run = await forecourt(["validate", "test-drive", "--json"], {
      stdin: JSON.stringify(payload),
    });
    expect(JSON.parse(run.stdout)).toEqual({
      ok: false,
      errors: { dateTime: "Please choose a valid booking date and time." },
    });
    expect(run.code).toBe(1);
  }, 300_000);

  it("a date without a time is midnight in Brisbane, not UTC", async () => {
    // Brisbane midnight starting the 23rd: (23 − 1) × 192 = 4224. Read as UTC it was 10:00 there (4304).
    const run = await forecourt(["sales-counter", "--at", "2026-11-23", "--json"]);
    expect(JSON.parse(run.stdout)).toEqual({ value: 4224 });
  }, 300_000);

  it("an unexpected error is one line without a stack, exit 1", async () => {
    const env = { FORECOURT_DATA_DIR: join("/dev/null", "store"), DATABASE_URL: "" };
    const run = await forecourt(["leads", "list", "--site", "x"], { env });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^forecourt: unexpected Error: ENOTDIR: [^\n]+ \(run again with --debug or FORECOURT_DEBUG=1 for details\)\n$/,
    );
  }, 300_000);
});
