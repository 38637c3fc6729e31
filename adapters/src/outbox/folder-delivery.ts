import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { LeadDeliveryPort } from "@forecourt/core";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../store/private-data-dir";

/** Where the folder delivery puts one lead's files. */
export function leadFilePaths(dataDir: string, site: string, leadId: string) {
  const dir = join(dataDir, "outbox", site);
  return {
    dir,
    adf: join(dir, `${leadId}.adf.xml`),
    text: join(dir, `${leadId}.txt`),
  };
}

/** A temp file untouched this long belongs to no live write (one write takes milliseconds). */
export const ORPHAN_TEMP_FILE_AGE_MS = 60_000;

const TEMP_FILE = /\.(\d+)\.tmp$/;

async function writeAtomically(path: string, content: string) {
  // Rename is atomic: a reader (or a re-delivery after a crash) never sees half a file. The temp
  // file is in the same folder (a rename across file systems is a copy) and names its writer.
  const temporary = `${path}.${process.pid}.tmp`;
  // Lead files hold a shopper's details: the owner's only (issue 30 §12), kept by the rename.
  await writeFile(temporary, content, { encoding: "utf8", mode: PRIVATE_FILE_MODE });
  await rename(temporary, path);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the temp files a process killed mid-write (kill -9, power loss) left in the outbox
 * (issue 16 §2): those whose writer is gone, or that are older than ORPHAN_TEMP_FILE_AGE_MS
 * (the writer may be another machine sharing the folder). The lead itself is still pending in
 * the store, so the relay writes it again. Returns the paths removed.
 */
export async function sweepOrphanTempFiles(dataDir: string, now = new Date()): Promise<string[]> {
  const outbox = join(dataDir, "outbox");
  const sites = await readdir(outbox, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const site of sites) {
    if (!site.isDirectory()) continue;
    const dir = join(outbox, site.name);
    for (const name of await readdir(dir).catch(() => [])) {
      const writer = TEMP_FILE.exec(name)?.[1];
      if (!writer || Number(writer) === process.pid) continue;
      const path = join(dir, name);
      const modified = await stat(path).then(
        (s) => s.mtimeMs,
        () => null,
      );
      if (modified === null) continue; // renamed meanwhile by its writer
      const stale = now.getTime() - modified > ORPHAN_TEMP_FILE_AGE_MS;
      if (stale || !processIsAlive(Number(writer))) {
        await rm(path, { force: true });
        removed.push(path);
      }
    }
  }
  return removed;
}

/**
 * The embedded default delivery (issue 4 §3): writes `<dataDir>/outbox/<site>/<leadId>.adf.xml`
 * and `.txt` so a person can see the XML. Delivering again rewrites the same two files.
 */
export function folderLeadDelivery(dataDir: string): LeadDeliveryPort {
  return {
    async deliver(lead, rendered) {
      const paths = leadFilePaths(dataDir, lead.site, lead.id);
      const write = async () => {
        await writeAtomically(paths.adf, rendered.adfXml);
        await writeAtomically(paths.text, rendered.emailText);
      };
      // The site's folder exists after its first lead: make it only when a write says it is missing.
      try {
        await write();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        await mkdir(paths.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
        await write();
      }
    },
    async recover() {
      await sweepOrphanTempFiles(dataDir);
    },
  };
}
