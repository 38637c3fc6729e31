import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";

/** §2 compare: two cars side by side from search cards, then remove one and clear the list. */
const BMG = "brisbane-motor-group";

test("compare two cars side by side, then remove one and clear the list", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/search/used-cars"));
  const cards = page.getByTestId("car-card").filter({
    has: page.getByRole("button", { name: /to compare$/ }),
  });
  const first = (await cards.nth(0).getByRole("heading").textContent())?.trim() ?? "";
  await cards
    .nth(0)
    .getByRole("button", { name: /to compare$/ })
    .click();
  await cards
    .nth(1)
    .getByRole("button", { name: /to compare$/ })
    .click();
  const bar = page.getByTestId("compare-bar");
  await expect(bar).toHaveText("Compare (2)");
  await bar.click();
  // The list is in the address (issue 14 §2): /compare?cars=a,b.
  await expect(page).toHaveURL(/\/compare\?cars=[^,&]+,[^,&]+$/);
  const table = page.getByTestId("compare-table");
  await expect(table.getByTestId("compare-car")).toHaveCount(2);
  for (const label of [
    "Price",
    "Year",
    "Kilometres",
    "Body",
    "Transmission",
    "Fuel",
    "Engine",
    "Seats",
    "Colour",
    "Location",
  ]) {
    await expect(table.getByRole("rowheader", { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expect(table.locator('tr[data-differs="true"]').first()).toBeVisible();
  await expect(page.getByTestId("compare-bar")).toHaveCount(0);
  await screenshot(page, info, "compare-two");
  await expectAccessible(page);

  await table.getByRole("button", { name: `Remove ${first} from compare` }).click();
  await expect(table.getByTestId("compare-car")).toHaveCount(1);
  await expect(page.getByTestId("compare-count")).toHaveText("1 of 4 cars");
  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(page.getByRole("heading", { name: "No cars to compare" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse our stock" })).toHaveAttribute(
    "href",
    "/search/new-used-and-demo-cars",
  );
  await screenshot(page, info, "compare-empty");
});
