import { expect, type Page, test } from "@playwright/test";
import { tenantUrl } from "./helpers";

/**
 * Issue 14 §2: the views a search card shows are the counted page views (view.json, §7), the
 * counter the dealer's stock list reads, never the feed's own `views` field (which the demo
 * stock fills with up to 2,500 views nobody counted).
 */

/** Counts one view of a car as its vehicle page does; view.json's new total. */
function countView(page: Page, slug: string): Promise<number> {
  return page.evaluate(async (s) => {
    const response = await fetch(`/api/cars/${encodeURIComponent(s)}/view.json`, {
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`view.json answered ${response.status}`);
    return ((await response.json()) as { views: number }).views;
  }, slug);
}

for (const tenant of [
  { slug: "brisbane-motor-group", path: "/search/new-used-and-demo-cars" },
  { slug: "smithfield-car-outlet", path: "/search/used-cars" },
]) {
  test(`search cards show the counted page views on ${tenant.slug}`, async ({ page }) => {
    await page.goto(tenantUrl(tenant.slug, tenant.path));
    const cards = page.getByTestId("car-card");
    const counted: number[] = [];
    for (let index = 0; index < 3; index++) {
      const href = await cards.nth(index).locator('h3 a[href^="/cars/"]').getAttribute("href");
      counted.push(await countView(page, (href ?? "").slice("/cars/".length)));
    }
    await page.reload();
    for (const [index, n] of counted.entries()) {
      expect(n).toBeGreaterThan(0);
      await expect(cards.nth(index).getByTestId("card-views")).toHaveText(
        `${n} ${n === 1 ? "view" : "views"}`,
      );
    }
  });
}
