import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, stockPath, TENANTS, tenantUrl } from "./helpers";

for (const tenant of TENANTS) {
  test.describe(`search on the ${tenant.type} tenant`, () => {
    test("search by path renders results, count and facets", async ({ page }, info) => {
      await page.goto(tenantUrl(tenant.slug, stockPath(tenant)));
      await expect(page.getByTestId("car-card").first()).toBeVisible();
      await expect(page.getByTestId("result-count")).toHaveText(/^Showing (all )?[\d,]+/);
      await screenshot(page, info, `search-${tenant.slug}`);
      await expectAccessible(page);
    });

    test("a facet updates the URL without a reload and back restores it", {
      tag: "@phone",
    }, async ({ page, isMobile }) => {
      await page.goto(tenantUrl(tenant.slug, stockPath(tenant)));
      const before = page.url();
      await page.evaluate(() => {
        (window as unknown as { __noReload: boolean }).__noReload = true;
      });
      if (isMobile) await page.getByRole("button", { name: /^Filters/ }).click();
      const fieldset = page
        .locator("#search-filters fieldset")
        .filter({ has: page.locator('input[type="checkbox"]') })
        // Condition is carried in the path (/search/new-cars), every other facet in the query.
        // A single make rides in the path too (/search/toyota).
        .filter({ hasNot: page.locator("legend", { hasText: /^(Condition|Make)$/ }) })
        .first();
      const option = fieldset.locator('input[type="checkbox"]').first();
      await option.check();
      await expect(page).toHaveURL(/refinementList/);
      await expect(option).toBeChecked();
      await expect(page.getByTestId("car-card").first()).toBeVisible();
      // Same document: the flag set before the change survives.
      expect(
        await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
      ).toBe(true);
      await page.goBack();
      await expect(page).toHaveURL(before);
      await expect(option).not.toBeChecked();
    });

    test("the make list filters by make", { tag: "@phone" }, async ({ page, isMobile }) => {
      await page.goto(tenantUrl(tenant.slug, stockPath(tenant)));
      if (isMobile) await page.getByRole("button", { name: /^Filters/ }).click();
      const list = page.getByTestId("make-list");
      await expect(list.getByText("Popular makes")).toBeVisible();
      const firstMake = list.getByRole("checkbox").first();
      const label = (await firstMake.getAttribute("value")) ?? "";
      await firstMake.check();
      // One make rides in the path (/search/toyota, /search/used-cars/toyota).
      await expect(page).toHaveURL(
        new RegExp(`/${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}$`),
      );
      await expect(page.getByTestId("result-count")).toHaveText(/^Showing (all )?[\d,]+/);
      await expect(page.getByTestId("car-card").first()).toContainText(label);
    });

    test("paging writes page=2 only past the first page", async ({ page }) => {
      await page.goto(tenantUrl(tenant.slug, stockPath(tenant)));
      const pager = page.getByRole("navigation", { name: "Pagination" });
      // Every demo tenant's stock runs past one page of 21.
      await expect(pager).toHaveCount(1);
      await pager.getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await pager.getByRole("link", { name: "Page 1" }).click();
      await expect(page).not.toHaveURL(/page=/);
    });

    test("no results shows the card and Clear Filters brings results back", async ({
      page,
    }, info) => {
      await page.goto(
        tenantUrl(tenant.slug, `${stockPath(tenant)}?refinementList[colour][0]=No%20Such%20Colour`),
      );
      const card = page.getByTestId("no-results");
      await expect(card.getByRole("heading", { name: "No Results Available" })).toBeVisible();
      await expect(card).toContainText(
        "No results found for your search at this time. Please try adjusting the filters for more results.",
      );
      await screenshot(page, info, `no-results-${tenant.slug}`);
      await card.getByRole("link", { name: "Clear Filters" }).click();
      await expect(page).not.toHaveURL(/refinementList/);
      await expect(page.getByTestId("car-card").first()).toBeVisible();
    });
  });
}
