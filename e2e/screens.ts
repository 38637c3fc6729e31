import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { demoSites } from "@forecourt/fixtures/sites/all";
import { chromium, type Page } from "@playwright/test";
import { resolveChromium } from "./chromium";
import { freePort } from "./free-port";

/**
 * `npm run screens`: builds the site (unless E2E_SKIP_BUILD=1), starts it on a free port with a
 * fresh data folder, and saves phone (390×844) and desktop (1440×900) screenshots of every page
 * type of every tenant under screens/ (gitignored), with a contact sheet screens/index.html.
 */
const root = path.resolve(import.meta.dirname, "..");
const OUT = path.join(root, "screens");
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

/** The stock search of a site (the used-only site has no new or demo stock). */
const searchPath = (slug: string) =>
  slug === "smithfield-car-outlet" ? "/search/used-cars" : "/search/new-used-and-demo-cars";

/** Where a site lists its locations: the dealer locator, or the contact page without one. */
const locationsPath = (slug: string) =>
  demoSites.find((s) => s.slug === slug)?.pages.includes("/dealer-locator")
    ? "/dealer-locator"
    : "/contact";

/** Where a site values a trade-in: its trade-in page, or the vehicle page's form without one. */
const tradeInPath = (slug: string) =>
  demoSites.find((s) => s.slug === slug)?.pages.includes("/trade-in") ? "/trade-in" : null;

type PageType = { name: string; path: string; follow?: RegExp[] };

/** Page types: a fixed path, or links followed from it, each the first matching its pattern. */
const allPages = (slug: string): ReadonlyArray<PageType> => [
  { name: "home", path: "/" },
  { name: "search", path: searchPath(slug) },
  { name: "vehicle", path: searchPath(slug), follow: [CAR] },
  // A car's reserve or buy-online checkout, from the first car that offers one.
  { name: "checkout", path: searchPath(slug), follow: [CAR, CHECKOUT] },
  { name: "locations", path: locationsPath(slug) },
  { name: "location", path: locationsPath(slug), follow: [/^\/(locations|our-location)\/[^/]+$/] },
  { name: "finance", path: "/finance" },
  ...(tradeInPath(slug) ? [{ name: "trade-in", path: tradeInPath(slug) ?? "/" }] : []),
  { name: "about", path: "/about-us" },
  { name: "compare", path: "/compare" },
  { name: "sign-in", path: "/sign-in" },
];

const CAR = /^\/cars\/[^/]+$/;
const CHECKOUT = /^\/cars\/[^/]+\/(checkout|buy-online)$/;

/** `--only home,about` (or SCREENS_ONLY=home,about) shoots those page types alone. */
const onlyArg = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const only = (onlyArg ?? process.env.SCREENS_ONLY ?? "").split(",").filter(Boolean);
/** `--sites=bayside-rv,…` (or SCREENS_SITES) shoots those tenants alone. */
const sitesArg = process.argv.find((a) => a.startsWith("--sites="))?.slice("--sites=".length);
const onlySites = (sitesArg ?? process.env.SCREENS_SITES ?? "").split(",").filter(Boolean);
const sites = demoSites.filter((s) => onlySites.length === 0 || onlySites.includes(s.slug));
const pages = (slug: string) =>
  allPages(slug).filter((p) => only.length === 0 || only.includes(p.name));

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 180; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

/** The same-site links on the page whose path matches, in page order, each once. */
async function matchingLinks(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page
    .locator("a[href]")
    // getAttribute, not .href: a map pin is an SVG <a>, whose href is not a string.
    .evaluateAll((links) =>
      links.map((l) => new URL(l.getAttribute("href") ?? "", document.baseURI).pathname),
    );
  return [...new Set(hrefs.filter((h) => pattern.test(h)))];
}

/**
 * Follows a chain of links from the current page: the first link matching the first pattern
 * from which the rest of the chain can be followed (up to 12 tried at each step, so "a car
 * with a checkout" finds one even when the first car has none). False when none leads through.
 */
async function followChain(page: Page, base: string, chain: RegExp[]): Promise<boolean> {
  const [pattern, ...rest] = chain;
  if (!pattern) return true;
  const from = page.url();
  for (const target of (await matchingLinks(page, pattern)).slice(0, 12)) {
    await page.goto(base + target, { waitUntil: "networkidle" });
    if (await followChain(page, base, rest)) return true;
    await page.goto(from, { waitUntil: "networkidle" });
  }
  return false;
}

/**
 * Scrolls down the page a screen at a time, as a shopper would, so lazy images and the parts
 * drawn when they come into view (calculators, enquiry form, similar cars) are on the shot
 * rather than empty boxes; then back to the top, and waits for the images to finish.
 */
async function revealLazyContent(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // The site scrolls smoothly (globals.css): jump instead, or the shot is taken mid-scroll,
    // with the sticky header drawn over the middle of the page and the top left blank.
    // (No named helper here: tsx names functions with a __name() the page does not have.)
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  // Blocks fetched on coming near (similar cars, calculators, the enquiry form) are aria-busy
  // until they arrive: without this wait the shot caught their placeholders (issue 21's
  // "Similar Cars" skeletons on the phone vehicle page were this, not an empty list).
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 15_000,
    })
    .catch(() => console.warn("screens: a block was still loading"));
  await page.waitForLoadState("networkidle");
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, {
      timeout: 10_000,
    })
    .catch(() => console.warn("screens: some images were still loading"));
}

// The same Chromium as the browser tests: CHROMIUM_PATH, the system one, or the npm-packaged one.
const browserToUse = await resolveChromium();
if (!existsSync(browserToUse.executablePath)) {
  console.error(
    `Chromium not found at ${browserToUse.executablePath}: install it with 'apt-get install -y chromium', or unset CHROMIUM_PATH to use the one in the @sparticuz/chromium package.`,
  );
  process.exit(1);
}
if (process.env.E2E_SKIP_BUILD !== "1") {
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-screens-"));
const server = spawn("npm", ["run", "serve", "-w", "web", "--", "-p", String(port)], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PORT: String(port), FORECOURT_DATA_DIR: dataDir },
  detached: true,
});
const stopServer = () => {
  if (!server.pid || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Stopped already (the finally block and the exit handler both stop it).
  }
};
process.on("exit", stopServer);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const rows: string[] = [];
try {
  await waitFor(`http://localhost:${port}/`, server);
  const browser = await chromium.launch({
    executablePath: browserToUse.executablePath,
    env: { ...process.env, ...browserToUse.env },
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  for (const site of sites) {
    const base = `http://${site.slug}.localhost:${port}`;
    for (const { name, path: start, follow } of pages(site.slug)) {
      const cells: string[] = [];
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          deviceScaleFactor: 1,
          isMobile: viewport.name === "phone",
          hasTouch: viewport.name === "phone",
        });
        const page = await context.newPage();
        const file = `${site.slug}-${name}-${viewport.name}.png`;
        try {
          await page.goto(base + start, { waitUntil: "networkidle" });
          if (follow && !(await followChain(page, base, follow)))
            throw new Error(`no links matching ${follow.join(" then ")} from ${start}`);
          await revealLazyContent(page);
          await page.screenshot({ path: path.join(OUT, file), fullPage: true });
          cells.push(
            `<figure class="${viewport.name}"><a href="${file}"><img src="${file}" loading="lazy" alt=""></a><figcaption>${viewport.name} · ${new URL(page.url()).pathname}</figcaption></figure>`,
          );
          console.log(`screens: ${file}`);
        } catch (error) {
          cells.push(
            `<figure class="missing"><figcaption>${viewport.name}: ${String(error).slice(0, 200)}</figcaption></figure>`,
          );
          console.error(`screens: ${file} failed: ${error}`);
        }
        await context.close();
      }
      rows.push(
        `<section><h2>${site.name} · ${name}</h2><div class="row">${cells.join("")}</div></section>`,
      );
    }
  }
  await browser.close();
} finally {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}

writeFileSync(
  path.join(OUT, "index.html"),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Forecourt screens</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#f3f4f6}h2{font-size:16px;margin:24px 0 8px}
.row{display:flex;gap:16px;align-items:flex-start}figure{margin:0;background:#fff;padding:8px;border-radius:8px}
figure a{display:block;max-height:720px;overflow:hidden;border:1px solid #d1d5db}
figure img{display:block;height:auto}.phone img{width:260px}.desktop img{width:640px}.missing{color:#b91c1c;max-width:400px}
figcaption{margin-top:4px;color:#4b5563}</style>
<h1>Forecourt: every page type of every tenant</h1>${rows.join("\n")}</html>\n`,
);
console.log(`screens: contact sheet at ${path.join(OUT, "index.html")}`);
