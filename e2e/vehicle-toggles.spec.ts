import { expect, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { findCar, inStock, type StockCar } from "./stock-finder";

/**
 * §2/§4/§9 the vehicle page's toggles: dealer comments collapse to 400 characters with Show
 * more / Show less; the feature list shows 8 with Show All / Hide; the specifications 8 (4 per
 * column) with Show More / Hide Specs; the lists' height animates over 300 ms. The lists and
 * comments are rendered on the server and only the toggles run in the browser.
 */
type Detailed = StockCar & { features?: string[] | null; dealercomments?: string | null };

test("comments, features and specifications open and close on the vehicle page", async ({
  page,
  request,
}) => {
  const longComments = await findCar(
    request,
    "brisbane-motor-group",
    (c) => inStock(c) && Array.from((c as Detailed).dealercomments?.trim() ?? "").length > 400,
  );
  await page.goto(tenantUrl("brisbane-motor-group", `/cars/${longComments.slug}`));

  const comments = page.getByRole("region", { name: "Dealer comments" });
  const more = comments.getByRole("button", { name: "Show more" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  const shortText = (await comments.textContent()) ?? "";
  await more.click();
  await expect(comments.getByRole("button", { name: "Show less" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  expect(((await comments.textContent()) ?? "").length).toBeGreaterThan(shortText.length);
  await comments.getByRole("button", { name: "Show less" }).click();
  await expect(more).toBeVisible();

  const car = (await findCar(
    request,
    "brisbane-motor-group",
    (c) => inStock(c) && ((c as Detailed).features?.length ?? 0) > 8,
  )) as Detailed;
  await page.goto(tenantUrl("brisbane-motor-group", `/cars/${car.slug}`));
  const features = page.getByRole("region", { name: "Features" });
  await expect(features.getByRole("listitem")).toHaveCount(8);
  await features.getByRole("button", { name: "Show All" }).click();
  // The list's height animates (§9: 300 ms) while the extra items arrive.
  await expect(features.locator("[data-collapsing]")).toHaveCount(1);
  await expect(features.getByRole("listitem")).toHaveCount(car.features?.length ?? 0);
  await expect(features.locator("[data-collapsing]")).toHaveCount(0);
  await features.getByRole("button", { name: "Hide" }).click();
  await expect(features.getByRole("listitem")).toHaveCount(8);

  const specs = page.getByRole("region", { name: "All Specifications" });
  const rows = specs.locator("dt");
  const shown = await rows.count();
  expect(shown).toBeLessThanOrEqual(8);
  const toggle = specs.getByRole("button", { name: "Show More" });
  if ((await toggle.count()) > 0) {
    await toggle.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
    await specs.getByRole("button", { name: "Hide Specs" }).click();
    await expect(rows).toHaveCount(shown);
  }
});

test("the sticky header shows past 500px and the phone bar adds the title and price past 900px", async ({
  browser,
  request,
}) => {
  const car = await findCar(request, "brisbane-motor-group", inStock);
  const url = tenantUrl("brisbane-motor-group", `/cars/${car.slug}`);
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(url);
    const header = page.getByTestId("sticky-header");
    const barTitle = page.getByTestId("mobile-bar").getByText(/ · /);
    await expect(header).toBeHidden();
    await expect(barTitle).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    if (viewport.width > 768) {
      await expect(header).toBeVisible();
      await expect(header.getByRole("link", { name: "Enquire Now" })).toBeVisible();
    } else {
      await expect(header).toBeHidden();
      await expect(barTitle).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect(barTitle).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(barTitle).toBeHidden();
    }
    await context.close();
  }
});
