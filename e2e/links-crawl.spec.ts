import { expect, type Page, test } from "@playwright/test";
import { TENANTS, tenantUrl } from "./helpers";

/**
 * issue 14 §2: every header, menu and footer link of every demo tenant leads somewhere real —
 * it answers 200, and when it is a stock search it shows at least one car.
 */

const SEARCH_PATH = /^\/(search|used-car)\//;

/** The browser's own request (it resolves {slug}.localhost; Node's resolver does not). */
function fetchFromPage(page: Page, path: string): Promise<{ status: number; text: string }> {
  return page.evaluate(async (p) => {
    const response = await fetch(p);
    return { status: response.status, text: await response.text() };
  }, path);
}

for (const tenant of TENANTS) {
  test(`${tenant.slug}: every header, menu and footer link answers 200, every search link shows cars`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto(tenantUrl(tenant.slug, "/"));
    const origin = new URL(tenantUrl(tenant.slug)).origin;
    // Dropdown entries are in the page while closed, so every menu level is collected here.
    const hrefs = await page
      .locator("header a[href], footer a[href]")
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const paths = [
      ...new Set(
        hrefs
          .filter((href) => href.startsWith(`${origin}/`))
          .map((href) => {
            const url = new URL(href);
            return `${url.pathname}${url.search}`;
          }),
      ),
    ];
    expect(paths.length).toBeGreaterThan(3);

    const failures: string[] = [];
    for (const path of paths) {
      const response = await fetchFromPage(page, path);
      if (response.status !== 200) {
        failures.push(`${path} answers ${response.status}`);
        continue;
      }
      if (!SEARCH_PATH.test(path)) continue;
      const api = await fetchFromPage(page, `/api/search?path=${encodeURIComponent(path)}`);
      const count = api.status === 200 ? (JSON.parse(api.text) as { count: number }).count : 0;
      if (count === 0 || response.text.includes("No Results Available")) {
        failures.push(`${path} shows no cars (API count ${count})`);
      }
    }
    expect(failures).toEqual([]);
  });
}
