import { expect, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { findCar, inStock } from "./stock-finder";

/**
 * Issue 15 §1 what the vehicle page says follows the item type: caravans, trailers and campers
 * have no fuel calculator and take the site's wording ("Book an inspection" on Bayside RV);
 * motorcycles and trucks name their specifications their own way (core itemSpecRows).
 */

const BMG = "brisbane-motor-group";
const BAYSIDE = "bayside-rv";

test("a caravan: no fuel calculator, and its test-drive form is the site's 'Book an inspection'", async ({
  page,
  request,
}) => {
  const car = await findCar(request, BAYSIDE, (c) => c.item_type === "caravan" && inStock(c));
  await page.goto(tenantUrl(BAYSIDE, `/cars/${car.slug}`));
  await page.locator("#enquire").scrollIntoViewIfNeeded();
  const tab = page.getByRole("tab", { name: "Book an inspection" });
  await expect(tab).toBeVisible();
  await expect(page.getByRole("tab", { name: "Book a Test Drive" })).toHaveCount(0);
  await tab.click();
  await expect(page.getByRole("button", { name: "Book an inspection" })).toBeVisible();
  await expect(page.getByTestId("fuel-calculator")).toHaveCount(0);
});

test("a motorcycle's and a truck's key information use their own labels; a car keeps Body", async ({
  page,
  request,
}) => {
  const keyLabels = async () =>
    page.getByRole("region", { name: "Key information" }).locator("dt").allTextContents();
  const bike = await findCar(request, BMG, (c) => c.item_type === "motorcycle" && inStock(c));
  await page.goto(tenantUrl(BMG, `/cars/${bike.slug}`));
  const bikeLabels = (await keyLabels()).map((l) => l.toLowerCase());
  expect(bikeLabels).toContain("style");
  expect(bikeLabels).not.toContain("body");
  // Issue 37 §3: a motorcycle on a car dealer's site was headed "Car Details".
  await expect(page.getByRole("heading", { name: "Motorcycle Details" })).toBeVisible();

  const truck = await findCar(request, BMG, (c) => c.item_type === "truck" && inStock(c));
  await page.goto(tenantUrl(BMG, `/cars/${truck.slug}`));
  expect((await keyLabels()).map((l) => l.toLowerCase())).toContain("body type");

  const car = await findCar(
    request,
    BMG,
    (c) => (c.item_type ?? "car") === "car" && inStock(c) && c.make === "Toyota",
  );
  await page.goto(tenantUrl(BMG, `/cars/${car.slug}`));
  expect((await keyLabels()).map((l) => l.toLowerCase())).toContain("body");
});
