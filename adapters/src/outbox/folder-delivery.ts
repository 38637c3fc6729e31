import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { LeadDeliveryPort } from "@forecourt/core";

/** Where the folder delivery puts one lead's files. */
export function leadFilePaths(dataDir: string, site: string, leadId: string) {
  const dir = join(dataDir, "outbox", site);
  return {
    dir,
    adf: join(dir, `${leadId}.adf.xml`),
    text: join(dir, `${leadId}.txt`),
  };
}

async function writeAtomically(path: string, content: string) {
  // Rename is atomic: a reader (or a re-delivery after a crash) never sees half a file.
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content, "utf8");
  await rename(temporary, path);
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
        await mkdir(paths.dir, { recursive: true });
        await write();
      }
    },
  };
}
