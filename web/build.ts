/**
 * `npm run build -w web` (always builds) and `npm start`'s `--if-stale` (builds only when the
 * sources changed since the last build). The stamp of the sources is taken before the build and
 * written after it succeeds, so a change made during a build is built next time.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceStamp } from "./lib/build/source-stamp";

const webDir = dirname(fileURLToPath(import.meta.url));
const stampFile = join(webDir, ".next", "forecourt-source-stamp");
const ifStale = process.argv.includes("--if-stale");

const stamp = await sourceStamp(join(webDir, ".."));
const built = existsSync(join(webDir, ".next", "BUILD_ID")) && existsSync(stampFile);
if (ifStale && built && readFileSync(stampFile, "utf8").trim() === stamp) {
  console.log("web: the last build is of these sources; serving it (npm run build builds anew)");
  process.exit(0);
}
if (ifStale)
  console.log("web: the sources changed since the last build (or there is none); building");
rmSync(stampFile, { force: true });
const result = spawnSync("npx", ["next", "build"], { cwd: webDir, stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stampFile, `${stamp}\n`);
