import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";

/** What the site's build is made from: the workspaces it bundles and the lock file. */
const SOURCE_ROOTS = ["core", "adapters", "api", "fixtures", "web"] as const;
const SOURCE_FILES = ["package-lock.json", "tsconfig.base.json"] as const;
/** Not part of what the build serves: dependencies, outputs, data and tests. */
const SKIPPED_DIRS = new Set(["node_modules", ".next", "data", "test-results", "screens"]);
const isTest = (name: string) => /\.(test|int\.test|faults\.test|spec)\.tsx?$/.test(name);

async function* filesUnder(root: string, dir: string): AsyncGenerator<string> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* filesUnder(root, join(dir, entry.name));
    } else if (entry.isFile() && !isTest(entry.name) && !entry.name.endsWith(".tsbuildinfo")) {
      yield join(dir, entry.name);
    }
  }
}

/**
 * A digest of every source file the site's build reads (path and content, tests excluded), so
 * `npm start` can tell whether the last build is still the build of these sources. Contents, not
 * times: a checkout or a copy changes times without changing what is built.
 */
export async function sourceStamp(repoRoot: string): Promise<string> {
  const hash = createHash("sha256");
  const add = async (file: string) => {
    hash.update(relative(repoRoot, file));
    hash.update("\0");
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
    hash.update("\0");
  };
  for (const file of SOURCE_FILES) await add(join(repoRoot, file));
  for (const dir of SOURCE_ROOTS) {
    for await (const file of filesUnder(repoRoot, join(repoRoot, dir))) await add(file);
  }
  return hash.digest("hex");
}
