import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, type StoreConnection } from "./connection";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";
import { rowsOf } from "./migrate";
import { readOwnerSocket } from "./store-socket";

/** Opening PGlite on disk takes many seconds on a busy 2-core machine. */
const SLOW = 300_000;
const dirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "forecourt-share-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const numbers = async (c: StoreConnection) =>
  rowsOf<{ n: number }>(await c.db.execute(sql`SELECT n FROM t ORDER BY n`)).map((r) => r.n);

describe("one embedded store, several processes", () => {
  it("a second opener uses the owner's store through its socket; the owner's clean stop removes the socket", {
    timeout: SLOW,
  }, async () => {
    const dataDir = freshDataDir();
    const dir = join(dataDir, "pglite");
    const owner = await openPglite(dataDir, { role: "server" });
    await owner.db.execute(sql`CREATE TABLE t (n int)`);
    expect(readOwnerSocket(dir)).toEqual({
      pid: process.pid,
      role: "server",
      socketDir: dir,
      port: 5432,
    });
    expect(existsSync(join(dir, ".s.PGSQL.5432"))).toBe(true);

    // The lock is this process's own, so openPglite takes the second-process path.
    const first = await openPglite(dataDir);
    const second = await openPglite(dataDir);
    await Promise.all([
      first.db.execute(sql`INSERT INTO t VALUES (1)`),
      second.db.execute(sql`INSERT INTO t VALUES (2)`),
    ]);
    expect(await numbers(owner)).toEqual([1, 2]);
    await owner.db.execute(sql`INSERT INTO t VALUES (3)`);
    expect(await numbers(first)).toEqual([1, 2, 3]);
    await first.close();

    await owner.close();
    for (const left of [".s.PGSQL.5432", "forecourt.socket.json", "forecourt.lock"]) {
      expect(existsSync(join(dir, left)), left).toBe(false);
    }
    await expect(second.db.execute(sql`SELECT 1`)).rejects.toThrow();
    await second.close();
  });

  it("a server waits for a command that owns the store, then owns it itself", {
    timeout: SLOW,
  }, async () => {
    const dataDir = freshDataDir();
    const command = await openPglite(dataDir, { role: "command" });
    const waitedFor: number[] = [];
    const opening = openPglite(dataDir, {
      role: "server",
      onWait: (pid) => waitedFor.push(pid),
    });
    await expect.poll(() => waitedFor, { timeout: 10_000 }).toEqual([process.pid]);
    await command.close();
    const server = await opening;
    expect(readOwnerSocket(join(dataDir, "pglite"))?.role).toBe("server");
    await server.close();
  });

  it("a command gives up on an owner that publishes no socket, naming it", async () => {
    const dataDir = freshDataDir();
    const dir = join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    const release = lockDataDir(dir);
    try {
      await expect(openPglite(dataDir, { waitForSocketMs: 300 })).rejects.toBeInstanceOf(
        DataDirInUseError,
      );
    } finally {
      release();
    }
  });

  it("takes over the lock and socket of an owner that was killed", { timeout: SLOW }, async () => {
    const dataDir = freshDataDir();
    const dir = join(dataDir, "pglite");
    const proc = ownerChild(dataDir);
    await new Promise<void>((resolve, reject) => {
      proc.stdout.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
      proc.on("exit", () => reject(new Error("the owner child exited early")));
    });
    const killed = new Promise((resolve) => proc.on("exit", resolve));
    proc.kill("SIGKILL");
    await killed;
    expect(readFileSync(join(dir, "forecourt.lock"), "utf8")).toBe(String(proc.pid));
    expect(existsSync(join(dir, ".s.PGSQL.5432"))).toBe(true);

    const owner = await openPglite(dataDir);
    const rows = rowsOf<{ pid: number }>(await owner.db.execute(sql`SELECT pid FROM owners`));
    expect(rows).toEqual([{ pid: proc.pid }]);
    expect(readOwnerSocket(dir)?.pid).toBe(process.pid);
    const client = await openPglite(dataDir);
    expect(rowsOf(await client.db.execute(sql`SELECT count(*)::int AS n FROM owners`))).toEqual([
      { n: 1 },
    ]);
    await client.close();
    await owner.close();
  });

  it("an owner that exits without closing the store still removes its socket, record and lock", {
    timeout: SLOW,
  }, async () => {
    const dataDir = freshDataDir();
    const proc = ownerChild(dataDir, "exit");
    const code = await new Promise((resolve) => proc.on("exit", resolve));
    expect(code).toBe(0);
    for (const left of [".s.PGSQL.5432", "forecourt.socket.json", "forecourt.lock"]) {
      expect(existsSync(join(dataDir, "pglite", left)), left).toBe(false);
    }
  });
});

/** store-owner-child.ts in its own process, owning the store in `dataDir`. */
function ownerChild(dataDir: string, mode?: "exit") {
  const child = fileURLToPath(new URL("./store-owner-child.ts", import.meta.url));
  return spawn(process.execPath, ["--import", "tsx", child, dataDir, ...(mode ? [mode] : [])], {
    stdio: ["ignore", "pipe", "inherit"],
  });
}
