import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger";

const dir = mkdtempSync(join(tmpdir(), "forecourt-logger-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const linesOf = (file: string) => {
  try {
    return readFileSync(file, "utf8").split("\n").filter(Boolean);
  } catch {
    return [];
  }
};

describe("createLogger: buffered lines, never held past a warning or an exit", () => {
  it("holds info lines instead of writing each, and writes them with the first warning", async () => {
    const file = join(dir, "held.log");
    // The timer is out of the way (a minute): only the warning can write these lines.
    const logger = createLogger({ dest: file, flushMs: 60_000 });
    const lines = logger.child({}, { redact: [] });
    for (let i = 0; i < 5; i++) lines.info({ status: 201, n: i }, "request");
    await new Promise((r) => setImmediate(r));
    expect(linesOf(file)).toEqual([]);
    lines.error({ status: 503 }, "request failed");
    await vi.waitFor(() => expect(linesOf(file)).toHaveLength(6), { timeout: 5_000 });
    expect(JSON.parse(linesOf(file)[5] ?? "{}")).toMatchObject({ level: 50, status: 503 });
  });

  it("writes a warning logged while its file is still opening once it is open", async () => {
    const file = join(dir, "opening.log");
    const logger = createLogger({ dest: file, flushMs: 60_000 });
    logger.info({ status: 201 }, "request");
    logger.warn({ status: 429 }, "rate limited");
    await vi.waitFor(() => expect(linesOf(file)).toHaveLength(2), { timeout: 5_000 });
  });

  it("writes what it holds when the process dies of an uncaught error", () => {
    const file = join(dir, "crash.log");
    const script = join(import.meta.dirname, "test-support", "crashing-logger.ts");
    const run = spawnSync(process.execPath, ["--import", "tsx", script, file, "3"], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.stderr).toContain("crash after logging");
    expect(run.status).not.toBe(0);
    expect(linesOf(file).map((l) => JSON.parse(l).n)).toEqual([0, 1, 2]);
  });
});
