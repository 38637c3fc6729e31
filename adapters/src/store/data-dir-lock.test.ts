import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

describe("lockDataDir: one process per embedded store", () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), "forecourt-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("takes the lock, refuses a second holder while held, and frees it on release", () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "forecourt.lock"), "utf8")).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dir)();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = fresh();
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    writeFileSync(join(dir, "forecourt.lock"), gone.stdout.toString());
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "forecourt.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("names the holder and the way out", () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(
      `The embedded store in ${dir} is open in process ${process.pid}, which does not share it (still starting, or an older forecourt?). Stop it first, or set DATABASE_URL so several processes can share PostgreSQL.`,
    );
    release();
  });
});
