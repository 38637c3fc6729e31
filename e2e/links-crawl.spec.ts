import { expect, test } from "@playwright/test";
import { TENANTS, tenantUrl } from "./helpers";

/**
 * issue 14 §2: every header, menu and footer link of every demo tenant leads somewhere real —
 * it answers 200, and when it is a stock search it shows at least one car.
 */

const SEARCH_PATH = /^\/(search|used-car)\//;

for (const tenant of TENANTS) {
  test(`${tenant.slug}: every header, menu and footer link answers 200, every search link shows cars`, async ({
    page,
    request,
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
      const response = await request.get(tenantUrl(tenant.slug, path));
      if (response.status() !== 200) {
        failures.push(`${path} answers ${response.status()}`);
        continue;
      }
      if (!SEARCH_PATH.test(path)) continue;
      const api = await request.get(
        tenantUrl(tenant.slug, `/api/search?path=${encodeURIComponent(path)}`),
      );
      const count = api.ok() ? ((await api.json()) as { count: number }).count : 0;
      const html = await response.text();
      if (count === 0 || html.includes("No Results Available")) {
        failures.push(`${path} shows no cars (API count ${count})`);
      }
    }
    expect(failures).toEqual([]);
  });
}
