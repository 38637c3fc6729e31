import { writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./web-browser";
const [url, out] = process.argv.slice(2);
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP *.localhost 127.0.0.1"] });
const r = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"], throttling: { cpuSlowdownMultiplier: 4 } });
await chrome.kill();
const lhr = r!.lhr;
writeFileSync(out, JSON.stringify(lhr));
const art = r!.artifacts as any; writeFileSync(out.replace(".json", ".trace.json"), JSON.stringify(art.Trace ?? art.traces?.defaultPass));
const a = lhr.audits;
console.log(url, "perf", Math.round((lhr.categories.performance.score ?? 0) * 100),
  ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift","speed-index"].map((k) => `${k.split("-").map(s=>s[0]).join("")}=${Math.round((a[k].numericValue ?? 0)*1000)/1000}`).join(" "));
process.exit(0);
