/**
 * `npm run bench:web` (issue 5 §7): builds the site (unless --skip-build), starts
 * `next start` on a free port with a fresh data dir, then for a demo tenant's home,
 * search and vehicle pages prints the server response time (p50 of --requests
 * sequential requests after a warm-up), the JavaScript the page loads in Chromium
 * (gzip bytes) and Lighthouse's mobile performance/accessibility/SEO scores.
 * Targets: performance ≥ 95 and accessibility 100 on mobile; ≤ 150 KB gzip of JS
 * on the vehicle page. Options: --tenant brisbane-motor-group  --requests 30
 * --skip-build  --lighthouse 0 (leave Lighthouse out).
 *
 * --cars 100000 (issue 20 §2): before the server starts, the tenant's stock in the fresh data
 * dir is topped up to that many cars (bench-cars.ts), and besides the three pages the search
 * page is timed over --requests different searches of the bench's query mix (search-queries.ts:
 * keywords, makes, ranges, sorts, deeper pages), so the index and the page render are timed
 * rather than the engine's result cache. Target: TTFB ≤ 100 ms p50 at 100,000 cars.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createPlatform } from "@forecourt/adapters/platform";
import { type Car, formatSearchUrl } from "@forecourt/core";
import { demoSites, demoStock } from "@forecourt/fixtures";
import { benchCars } from "./bench-cars";
import { freePort, machineLine, ms, option, percentile, wholeOption } from "./helpers";
import { processTreeCpuMs } from "./process-cpu";
import { searchPageMix } from "./search-queries";
import { measureJs } from "./web-browser";
import {
  calibratedCpuSlowdown,
  DEFAULT_CPU_SLOWDOWN,
  type LighthouseScores,
  runLighthouse,
} from "./web-lighthouse";

const root = resolve(import.meta.dirname, "..");
const tenant = option("tenant", "brisbane-motor-group");
const requests = wholeOption("requests", 30, 1);
const withLighthouse = option("lighthouse", "1") !== "0";
const cars = wholeOption("cars", 0);
if (!Number.isInteger(cars) || cars < 0 || cars > 1_000_000) {
  console.error("--cars must be a whole number from 0 to 1,000,000");
  process.exit(2);
}

const tenantSite = demoSites.find((s) => s.slug === tenant);
if (!tenantSite) throw new Error(`no demo tenant ${tenant}`);
/**
 * The bench's cars, generated once before the server starts (20,000 cars take 10–50 s of
 * synchronous work: done between requests, it outlasted the server's 5 s keep-alive, and the
 * next request went out on a socket the server had closed: the `socket hang up`).
 */
const stock = cars > 0 ? benchCars(tenantSite, cars) : [];
/**
 * A listed car of the tenant: the server seeds the same fixture stock on first start; with
 * --cars, the bench's cars are stored after it and may replace a demo car of the same id.
 */
const candidates: ReadonlyArray<{ site: string; car: Car }> =
  cars > 0 ? stock.slice(0, 20_000).map((c) => ({ site: tenant, car: c })) : demoStock();
const car = candidates.find(
  ({ site, car: c }) =>
    site === tenant && c.slug && c.status === "in_stock" && c.show_on_dealer_website !== false,
)?.car;
if (!car) throw new Error(`no listed demo car for ${tenant}`);
const pages = {
  home: "/",
  search:
    tenant === "smithfield-car-outlet" ? "/search/used-cars" : "/search/new-used-and-demo-cars",
  vehicle: `/cars/${car.slug}`,
};

/** One GET with the tenant's Host header: time to first byte and to the last byte. */
function timedGet(
  port: number,
  path: string,
): Promise<{ status: number; ttfb: number; total: number; location: string | undefined }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        headers: { host: `${tenant}.localhost:${port}`, "accept-encoding": "gzip" },
        // A connection of its own: Node's default agent keeps sockets alive, and one the server
        // closed after its 5 s keep-alive while this process was busy is still reused here.
        agent: false,
      },
      (res) => {
        const ttfb = performance.now() - started;
        res.resume();
        res.on("end", () =>
          done({
            status: res.statusCode ?? 0,
            ttfb,
            total: performance.now() - started,
            location: res.headers.location,
          }),
        );
      },
    );
    req.on("error", fail);
    req.end();
  });
}

async function waitUntilUp(port: number, server: ChildProcess): Promise<void> {
  // The first request starts the platform, which builds the search index from the store.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited (${server.exitCode})`);
    try {
      if ((await timedGet(port, "/")).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("next start did not answer within 600 s");
}

/**
 * Tops the tenant's stock up to the bench's cars in the data dir, through the store as the server
 * will open it (the demo tenants seeded first, as on a first start). Returns the time taken.
 */
async function seedCars(dataDir: string): Promise<number> {
  const started = performance.now();
  // DATABASE_URL, when given, is the server's store too (a fresh schema: `?options=-c search_path=…`).
  const platform = await createPlatform({ ...process.env, FORECOURT_DATA_DIR: dataDir });
  try {
    await platform.seedDemo();
    for (let i = 0; i < stock.length; i += 5_000) {
      await platform.stock.upsert(tenant, stock.slice(i, i + 5_000));
    }
  } finally {
    await platform.close();
  }
  return performance.now() - started;
}

/**
 * One search page's time to first byte, following one redirect to its canonical address
 * first (untimed): the timed request is the first for that search, so the engine's result
 * cache has not seen it.
 */
async function firstSearchTtfb(port: number, path: string): Promise<number> {
  let r = await timedGet(port, path);
  if (r.status >= 300 && r.status < 400 && r.location) {
    const to = new URL(r.location, `http://${tenant}.localhost:${port}`);
    r = await timedGet(port, to.pathname + to.search);
  }
  if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
  return r.ttfb;
}

if (!process.argv.includes("--skip-build")) {
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
/**
 * With --cars, the search mix's addresses, each different search once (the bare page recurs in
 * the mix); without, there is no mix (and no bench stock to draw it from).
 */
const mixPaths = new Set(
  cars > 0
    ? searchPageMix(stock.slice(0, 20_000), requests, 11).map((state) =>
        formatSearchUrl(state, tenantSite),
      )
    : [],
);
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "forecourt-bench-web-"));
if (cars > 0) {
  const took = await seedCars(dataDir);
  console.log(`seeded ${tenant} with ${cars.toLocaleString("en-AU")} cars in ${ms(took)}`);
}
// Its own process group, so the npm → next chain stops together.
const server = spawn("npm", ["run", "serve", "-w", "web", "--", "-p", String(port)], {
  cwd: root,
  env: { ...process.env, FORECOURT_DATA_DIR: dataDir, PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
let stopped = false;
const stop = () => {
  if (stopped || !server.pid) return;
  stopped = true;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
};
process.on("exit", stop);

try {
  const upStarted = performance.now();
  await waitUntilUp(port, server);
  const upMs = performance.now() - upStarted;
  const rows: Record<string, Record<string, string | number>> = {};
  const urls = Object.values(pages).map((p) => `http://${tenant}.localhost:${port}${p}`);
  for (const [name, path] of Object.entries(pages)) {
    for (let i = 0; i < 3; i++) await timedGet(port, path);
    const ttfb: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < requests; i++) {
      const r = await timedGet(port, path);
      if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
      ttfb.push(r.ttfb);
      total.push(r.total);
    }
    rows[name] = {
      path,
      "ttfb p50": ms(percentile(ttfb, 50)),
      "ttfb p95": ms(percentile(ttfb, 95)),
      "response p50": ms(percentile(total, 50)),
    };
  }
  let mix: {
    searches: number;
    p50: number;
    p95: number;
    p99: number;
    cpu: number | null;
  } | null = null;
  if (cars > 0) {
    const ttfb: number[] = [];
    const cpuBefore = server.pid ? processTreeCpuMs(server.pid) : null;
    for (const path of mixPaths) ttfb.push(await firstSearchTtfb(port, path));
    const cpuAfter = server.pid ? processTreeCpuMs(server.pid) : null;
    mix = {
      searches: ttfb.length,
      p50: percentile(ttfb, 50),
      p95: percentile(ttfb, 95),
      p99: percentile(ttfb, 99),
      // The server's CPU per search (with its canonical-address redirect, where there is one).
      cpu: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / ttfb.length,
    };
  }
  const js = await measureJs(urls);
  Object.values(rows).forEach((row, i) => {
    row["JS gzip"] = `${((js[i]?.gzipBytes ?? 0) / 1024).toFixed(1)} KB`;
    row["JS files"] = js[i]?.files ?? 0;
  });
  const scores: LighthouseScores[] = [];
  // Lighthouse's default 4× CPU slowdown assumes a high-end desktop host; on a slower one it
  // emulates a phone slower than its mid-tier target, so each page is also run at the slowdown
  // its docs prescribe for this host's benchmarkIndex, and both scores are printed.
  const calibrated: Array<LighthouseScores | null> = [];
  if (withLighthouse) {
    for (const url of urls) {
      const s = await runLighthouse(url);
      scores.push(s);
      const multiplier = calibratedCpuSlowdown(s.benchmarkIndex);
      calibrated.push(
        multiplier < DEFAULT_CPU_SLOWDOWN ? await runLighthouse(url, multiplier) : null,
      );
    }
    Object.values(rows).forEach((row, i) => {
      const s = scores[i];
      if (!s) return;
      row.performance = s.performance;
      const c = calibrated[i];
      if (c) row.calibrated = `${c.performance} at ${c.cpuSlowdownMultiplier}×`;
      row.accessibility = s.accessibility;
      row.seo = s.seo;
    });
  }
  console.log(`\n${machineLine()}; ${tenant}, ${requests} requests per page`);
  console.table(rows);
  if (mix) {
    console.log(
      `search page at ${cars.toLocaleString("en-AU")} cars (server up in ${ms(upMs)}), ${mix.searches} different searches: TTFB p50 ${ms(mix.p50)}, p95 ${ms(mix.p95)}, p99 ${ms(mix.p99)}${mix.cpu === null ? "" : `, server CPU ${ms(mix.cpu)} a search`}; ≤ 100 ms p50: ${mix.p50 <= 100 ? "met" : "missed"}`,
    );
  }
  const names = Object.keys(pages);
  scores.forEach((s, i) => {
    const m = s.metrics;
    console.log(
      `${names[i]} (benchmarkIndex ${Math.round(s.benchmarkIndex)}): LCP ${ms(m["largest-contentful-paint"] ?? NaN)}, TBT ${ms(m["total-blocking-time"] ?? NaN)} (main thread: ${s.mainThread.map(([group, t]) => `${group} ${Math.round(t)} ms`).join(", ")}), CLS ${(m["cumulative-layout-shift"] ?? NaN).toFixed(3)}, LCP element ${s.lcpElement || "?"}${s.failed.length ? `; not passed: ${s.failed.join(", ")}` : ""}`,
    );
  });
  const vehicleJs = js[2];
  console.log(
    `vehicle page largest scripts: ${vehicleJs?.largest.map((f) => `${f.url} ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(", ")}`,
  );
  const jsOk = (vehicleJs?.gzipBytes ?? Infinity) <= 150 * 1024;
  console.log(`vehicle page JS ≤ 150 KB gzip: ${jsOk ? "met" : "missed"}`);
  if (withLighthouse) {
    const perfOk = scores.every((s) => s.performance >= 95);
    const a11yOk = scores.every((s) => s.accessibility === 100);
    console.log(
      `Lighthouse performance ≥ 95 at the default ${DEFAULT_CPU_SLOWDOWN}× CPU slowdown: ${perfOk ? "met" : "missed"}; accessibility 100: ${a11yOk ? "met" : "missed"}`,
    );
    if (calibrated.some(Boolean)) {
      const calibratedOk = calibrated.every((c, i) => ((c ?? scores[i])?.performance ?? 0) >= 95);
      console.log(
        `Lighthouse performance ≥ 95 at the CPU slowdown calibrated to this host (docs/throttling.md): ${calibratedOk ? "met" : "missed"}`,
      );
    }
  }
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
