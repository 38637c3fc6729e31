import { expect, test } from "@playwright/test";
import { stockPath, TENANTS, tenantUrl } from "./helpers";
import { recordScripts } from "./script-weight";

/**
 * The brief's budget: at most 150 KB of gzipped JavaScript on the home, search and vehicle
 * pages, counted as `npm run bench:web` counts it (every script the page fetches until the
 * network is idle, on a phone). A size, not a time: the same build always gives the same bytes.
 */
const BUDGET = 150 * 1024;

for (const tenant of [TENANTS[0], TENANTS[3]]) {
  test(`home, search and vehicle pages stay within 150 KB of script on the ${tenant.type} tenant`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(tenantUrl(tenant.slug, stockPath(tenant)));
    const href = await page
      .locator('[data-testid="car-card"]:not([data-sold="true"])')
      .first()
      .getByRole("link", { name: /^View Details/ })
      .getAttribute("href");
    expect(href).toMatch(/^\/cars\//);

    const weights: Record<string, number> = {};
    for (const [name, path] of Object.entries({
      home: "/",
      search: stockPath(tenant),
      vehicle: href ?? "/",
    })) {
      const fresh = await context.newPage();
      const scripts = recordScripts(fresh);
      const prefetches: string[] = [];
      fresh.on("request", (request) => {
        if (new URL(request.url()).searchParams.has("_rsc")) prefetches.push(request.url());
      });
      await fresh.goto(tenantUrl(tenant.slug, path), { waitUntil: "networkidle" });
      // Links do not prefetch their pages on sight (web/components/link.tsx): each prefetch is
      // parsed on the phone's main thread while the page is still becoming interactive.
      expect(prefetches, `${name}: pages prefetched while loading`).toEqual([]);
      const files = await scripts();
      weights[name] = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      // Spec icons are drawn on the server: lucide-react's Icon is a client component, and
      // shipping it cost every card's icons a hydration and the vehicle page its budget.
      expect(
        files.filter((file) => file.body.includes("[lucide]")).map((file) => file.url),
        `${name}: no icon library code in the browser`,
      ).toEqual([]);
      await fresh.close();
    }
    for (const [name, bytes] of Object.entries(weights)) {
      expect(bytes, `${name} page: ${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
        BUDGET,
      );
    }
    await context.close();
  });
}
