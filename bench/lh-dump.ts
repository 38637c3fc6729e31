import { writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./web-browser";
import { DEFAULT_CPU_SLOWDOWN, METRICS } from "./web-lighthouse";

/**
 * `npx tsx bench/lh-dump.ts <url> <out.json>`: one Lighthouse mobile run (performance only, 4×)
 * of a page on a server already running, for reading what a score is made of: the report goes
 * to out.json and the trace it was computed from to out.trace.json (open it in Chromium's
 * Performance panel). Tenants are reached as `http://{slug}.localhost:{port}/…`.
 */
const [url, out] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: tsx bench/lh-dump.ts <url> <out.json>");
  process.exit(2);
}
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP *.localhost 127.0.0.1"],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    onlyCategories: ["performance"],
    throttling: { cpuSlowdownMultiplier: DEFAULT_CPU_SLOWDOWN },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  writeFileSync(out, JSON.stringify(lhr));
  writeFileSync(out.replace(/\.json$/, ".trace.json"), JSON.stringify(artifacts.Trace));
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const figures = METRICS.map((id) => `${id} ${Math.round(lhr.audits[id]?.numericValue ?? 0)}`);
  console.log(`${url}: performance ${score}; ${figures.join(", ")}`);
} finally {
  chrome.kill();
}
