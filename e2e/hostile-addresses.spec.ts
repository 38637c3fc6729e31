import { expect, test } from "@playwright/test";
import { tenantUrl } from "./helpers";

/**
 * Issue 30 §11: a page address holding NUL or text that is not UTF-8 (a lone surrogate,
 * `%ED%A0%80`) is a 400 naming its part, never a page's 500 that reaches the store.
 */
for (const [address, part] of [
  ["/saved-data?ids=a%00b", "ids"],
  ["/cars/a%ED%A0%80b", "path"],
  ["/cars/a%00b", "path"],
  ["/search/used-cars?q=a%00b", "q"],
] as const) {
  test(`${address} is a 400 naming ${part}`, async ({ page }) => {
    const response = await page.goto(tenantUrl("brisbane-motor-group", address));
    expect(response?.status()).toBe(400);
    expect(await response?.text()).toContain(`Bad request: ${part} `);
  });
}

test("an ordinary address is still served", async ({ page }) => {
  const response = await page.goto(tenantUrl("brisbane-motor-group", "/saved-data?ids=a,b"));
  expect(response?.status()).toBe(200);
});

test("a query byte that is not UTF-8 (%FF) is read as U+FFFD by Next: served, never a 500", async ({
  page,
}) => {
  const response = await page.goto(tenantUrl("brisbane-motor-group", "/search/used-cars?q=%FF"));
  expect(response?.status()).toBeLessThan(500);
});
