import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { PRIVATE_FILE_MODE } from "./private-data-dir";

/** The embedded store is open in another process (PGlite is single-process) that does not serve it on a socket. */
export class DataDirInUseError extends Error {
  readonly code = "DATA_DIR_IN_USE";
  constructor(
    dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded store in ${dir} is open in process ${pid}, which does not share it (still starting, or an older forecourt?). Stop it first, or set DATABASE_URL so several processes can share PostgreSQL.`,
    );
    this.name = "DataDirInUseError";
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `<dir>/forecourt.lock` for this process; a lock left by a process that
 * no longer runs (killed, crashed) is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, "forecourt.lock");
  for (let tries = 0; tries < 3; tries++) {
    try {
      const fd = openSync(path, "wx", PRIVATE_FILE_MODE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = Number.parseInt(readFileSync(path, "utf8"), 10);
      if (Number.isInteger(holder) && alive(holder)) throw new DataDirInUseError(dir, holder);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not take the lock ${path}`);
}
