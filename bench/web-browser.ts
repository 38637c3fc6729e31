import { chromium } from "playwright-core";
import { resolveChromium } from "../e2e/chromium";
import { recordScripts } from "../e2e/script-weight";

/**
 * The system Chromium, or where there is none the one inside the @sparticuz/chromium npm
 * package (never a downloaded browser; e2e/chromium.ts), and the flags every bench run uses.
 */
export const CHROMIUM = await resolveChromium();
// Lighthouse launches it through chrome-launcher, which passes on this process's environment.
Object.assign(process.env, CHROMIUM.env);
export const CHROMIUM_PATH = CHROMIUM.executablePath;
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface JsWeight {
  /** Script files the page loaded (chunks fetched after load included). */
  files: number;
  /** Their bodies gzipped at the default level: the figure the target is set in. */
  gzipBytes: number;
  /** What crossed the wire for them (encoded bodies), as the server compressed them. */
  transferBytes: number;
  /** The script URLs, largest first, for finding what to split. */
  largest: Array<{ url: string; gzipBytes: number }>;
}

/**
 * Loads each page in Chromium as Lighthouse's emulated phone (412×823 at 1.75× pixels), waits
 * until the network is idle, and adds up the JavaScript it fetched. Loading as that phone also
 * puts the image sizes it picks from each srcset into the image optimiser's cache before
 * Lighthouse runs, as on a deployed site that has served the page before; otherwise Lighthouse
 * timed the optimiser's first, cold encode of the hero image (about 2.5 s of LCP).
 */
export async function measureJs(urls: readonly string[]): Promise<JsWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const results: JsWeight[] = [];
    for (const url of urls) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const page = await context.newPage();
      const scripts = recordScripts(page);
      const answer = await page.goto(url, { waitUntil: "networkidle" });
      if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
      const files = await scripts();
      results.push({
        files: files.length,
        gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
        transferBytes: files.reduce((sum, f) => sum + f.transferBytes, 0),
        largest: files
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, 5)
          .map(({ url: u, gzipBytes }) => ({ url: new URL(u).pathname, gzipBytes })),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
