import { chmodSync, type Dirent, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Issue 30 §12: the data folder and every folder in it are the owner's only. */
export const PRIVATE_DIR_MODE = 0o700;
/** Issue 30 §12: every file the store, the outbox and the sign-in codes write. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes `dir` the owner's only (it holds the store, lead files and sign-in codes): created 0700,
 * an existing one changed to 0700 at start, and this process's umask then takes the group and
 * other bits off every file made afterwards, so PGlite's own files (which it asks for as 0666)
 * are 0600 too. A worker thread cannot change the umask; the 0700 folder still shuts others out.
 */
export function privateDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
  try {
    process.umask(process.umask(0o077) | 0o077);
  } catch {
    // ERR_WORKER_UNSUPPORTED_OPERATION: see above.
  }
}

/**
 * Sets every folder under `dir` to 0700 and every file to 0600. PGlite gives the files it makes
 * mode 0666 whatever the umask, so the store runs this once open and again once closed; files it
 * makes in between are still inside the 0700 data folder. Entries that vanish meanwhile are skipped.
 */
export function ownerOnlyTree(dir: string): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    try {
      if (entry.isDirectory()) {
        chmodSync(path, PRIVATE_DIR_MODE);
        ownerOnlyTree(path);
      } else if (entry.isFile()) chmodSync(path, PRIVATE_FILE_MODE);
    } catch {
      // Removed since it was listed (PostgreSQL drops and renames its temporary files).
    }
  }
}
