import { readdir, stat, unlink, utimes } from "node:fs/promises";
import path from "node:path";

/** Keeps a cache folder under a size, dropping its least recently used files first. */
export interface DiskBudget {
  /** A file of `bytes` was just written into the folder: trims the folder when it is over. */
  added(bytes: number): Promise<void>;
  /** A file of the folder was read: it becomes the most recently used (no need to wait). */
  used(file: string): Promise<void>;
}

/**
 * Issue 30 item 4: the disk copies of drawn pictures fill at most `maxBytes`, counted over every
 * file in `dir` (so copies from earlier runs and other instances sharing it count too). Recency is
 * each file's modification time, moved to now on a read, so it survives a restart. The folder is
 * measured on first use, when this process's count passes the cap, and every `rescanEvery`
 * writes (other writers' files); a trim goes down to 90 % so the next writes do not trim again.
 */
export function createDiskBudget(options: {
  dir: string;
  maxBytes: number;
  rescanEvery?: number;
}): DiskBudget {
  const rescanEvery = options.rescanEvery ?? 64;
  let estimate: number | null = null;
  let writesSinceScan = 0;
  let trimming: Promise<void> | null = null;

  const trim = async () => {
    let names: string[];
    try {
      names = await readdir(options.dir);
    } catch {
      return;
    }
    const files = (
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(options.dir, name);
          try {
            const info = await stat(file);
            return info.isFile() ? [{ file, size: info.size, at: info.mtimeMs }] : [];
          } catch {
            return []; // Removed meanwhile (another instance's trim).
          }
        }),
      )
    ).flat();
    let total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > options.maxBytes) {
      const target = options.maxBytes * 0.9;
      for (const f of files.sort((a, b) => a.at - b.at)) {
        if (total <= target) break;
        try {
          await unlink(f.file);
        } catch {
          // Already gone: it no longer counts either way.
        }
        total -= f.size;
      }
    }
    estimate = total;
    writesSinceScan = 0;
  };

  return {
    async added(bytes) {
      writesSinceScan++;
      if (estimate !== null) estimate += bytes;
      if (estimate !== null && estimate <= options.maxBytes && writesSinceScan < rescanEvery)
        return;
      // One trim at a time; writes meanwhile are counted by the next one.
      trimming ??= trim().finally(() => {
        trimming = null;
      });
      await trimming;
    },
    async used(file) {
      const now = new Date();
      await utimes(file, now, now).catch(() => {
        // Trimmed meanwhile: nothing to mark.
      });
    },
  };
}
