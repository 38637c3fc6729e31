import { expect, test } from "@playwright/test";
import { expectAccessible, tenantUrl } from "./helpers";
import { BMG } from "./location-cards";

/** Issue 21 §2: offline maps on location pages and the dealer locator, zoomed without a script. */

test("a location page maps the location, zooms out by its radios and links to directions", async ({
  page,
}) => {
  await page.goto(tenantUrl(BMG, "/locations/subaru-springwood-service"));
  const map = page.getByTestId("location-map");
  const area = map.getByRole("img", { name: /\(area\)$/ });
  await expect(area).toBeVisible();
  await expect(area.locator("circle")).toHaveCount(1);
  await expect(area.locator("path")).toHaveAttribute("d", /^M/);
  await expect(map.getByRole("img", { name: /\(country\)$/ })).toBeHidden();

  await map.getByText("Country", { exact: true }).click();
  await expect(map.getByRole("img", { name: /\(country\)$/ })).toBeVisible();
  await expect(area).toBeHidden();

  const directions = map.getByRole("link", { name: /Get directions/ });
  await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps/);
  await expect(directions).toHaveAttribute("target", "_blank");
  await expectAccessible(page);
});

test("the dealer locator pins every dealership, each pin linking to its page", async ({ page }) => {
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  const all = page.getByTestId("location-map").getByRole("group", { name: /\(all locations\)$/ });
  await expect(all).toBeVisible();
  const pins = all.locator("a");
  expect(await pins.count()).toBeGreaterThan(3);
  for (const href of await pins.evaluateAll((links) =>
    links.map((a) => a.getAttribute("href") ?? ""),
  )) {
    expect(href).toMatch(/^\/locations\//);
    // Node cannot resolve *.localhost: the page fetches its own links (same origin).
    expect(await page.evaluate(async (url) => (await fetch(url)).status, href)).toBe(200);
  }
  await expectAccessible(page);
});
