import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, TENANTS, tenantUrl } from "./helpers";

test("plain localhost lists the demo tenants", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Forecourt demo dealer sites" }),
  ).toBeVisible();
  for (const tenant of TENANTS) {
    await expect(page.locator(`a[href*="${tenant.slug}.localhost"]`)).toBeVisible();
  }
});

test("an unknown route is a 404 page", async ({ page }) => {
  const response = await page.goto(tenantUrl("brisbane-motor-group", "/no-such-page"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

for (const tenant of TENANTS) {
  test(`home page of the ${tenant.type} tenant`, async ({ page }, info) => {
    await page.goto(tenantUrl(tenant.slug));
    await expect(page.locator(`[data-site="${tenant.slug}"]`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shop our stock" })).toBeVisible();
    await expect(page.getByTestId("car-card").first()).toBeVisible();
    await screenshot(page, info, `home-${tenant.slug}`);
    await expectAccessible(page);
  });
}

test("a used-only site's hero does not promise new cars (issue 15 §2)", async ({ page }) => {
  await page.goto(tenantUrl("smithfield-car-outlet"));
  await expect(page.getByRole("main").getByText(/^Find your next car/)).toHaveText(
    "Find your next car from our used stock.",
  );
});

test("the footer lists every location of the group (issue 15 §2)", async ({ page }) => {
  await page.goto(tenantUrl("brisbane-motor-group"));
  // Seven dealerships, more than the four the footer used to cut the list at.
  await expect(page.getByRole("contentinfo").locator('a[href^="/locations/"]')).toHaveCount(7);
});
