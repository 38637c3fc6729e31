import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, openPhoneMenu, screenshot, tenantUrl } from "./helpers";
import { fillContact, submitLead, uniqueEmail } from "./outbox";

/**
 * §2 Brands page (/brands, /{brand-slug}/overview, header brand menus) and the models screens
 * (/models, /models?body=, the model page, /models/order-now) with the quote lead end to end.
 */

const BMG = "brisbane-motor-group";
const SCT = "sunshine-coast-toyota";

const tile = (page: Page, name: string) =>
  page.getByTestId("brand-tile").filter({ has: page.getByText(name, { exact: true }) });

test("/brands: the four grids, the stats banner, the profile and 76×65 logos", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/brands"));
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Car Brands",
    "Motorcycle Brands",
    "Truck Brands",
    "Our Brands",
  ]);
  // Issue 15 §2: counted from the group's data (7 dealership cards, 13 brand tiles, founded 1994).
  await expect(page.getByTestId("stats-banner").getByRole("listitem")).toHaveText([
    "7 Locations",
    "13 Brands",
    `${new Date().getFullYear() - 1994} Years Est.`,
  ]);
  await expect(page.getByTestId("group-profile")).toContainText("Family owned since 1994");
  const carGrid = page.getByRole("region", { name: "Car Brands" });
  await expect(carGrid.getByTestId("brand-tile")).toHaveText([
    /Subaru/,
    /Mercedes-Benz/,
    /Hyundai/,
    /Genesis/,
  ]);
  // §9 brand logo 76x65, as drawn.
  const logo = tile(page, "Subaru").locator("img");
  expect(
    await logo.evaluate((img: HTMLImageElement) => [img.width, img.height, img.naturalWidth]),
  ).toEqual([76, 65, 76]);
  // §8 the brand without a logo gets the placeholder, at the same size.
  const placeholder = tile(page, "Fuso").getByTestId("logo-placeholder");
  await expect(placeholder).toBeVisible();
  expect(await placeholder.boundingBox()).toMatchObject({ width: 76, height: 65 });
  await screenshot(page, info, "catalogue-brands");
  await expectAccessible(page);
});

test("brand tiles: overview pages, and skipPage tiles straight to their slug or address", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/brands"));
  await expect(tile(page, "Subaru")).toHaveAttribute("href", "/subaru/overview");
  await expect(tile(page, "Genesis")).toHaveAttribute("href", "https://genesis-brisbane.example");
  await expect(tile(page, "Genesis")).toHaveAttribute("target", "_blank");
  await expect(tile(page, "TWG Cars")).toHaveAttribute("href", "/twg-cars");
  await expect(tile(page, "Yamaha")).toHaveAttribute(
    "href",
    "https://yamaha.brisbane-motor-group.example",
  );

  await tile(page, "Kawasaki").click();
  await expect(page).toHaveURL(/\/kawasaki\/overview$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kawasaki Overview");
  await expect(page.getByRole("link", { name: "View Kawasaki stock" })).toHaveAttribute(
    "href",
    "/search/kawasaki",
  );
  await expect(page.getByTestId("location-card").first()).toContainText(
    "BMG Motorcycles Woolloongabba",
  );
  await screenshot(page, info, "catalogue-brand-overview");
  await expectAccessible(page);

  await page.goto(tenantUrl(BMG, "/brands"));
  await tile(page, "TWG Cars").click();
  await expect(page).toHaveURL(/\/twg-cars$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("TWG Cars");
});

test("header brand menus: the group's brands with logos, linked as their tiles", {
  tag: "@phone",
}, async ({ page, isMobile }) => {
  await page.goto(tenantUrl(BMG, "/"));
  if (isMobile) await openPhoneMenu(page);
  await page.getByRole("button", { name: "Our Brands" }).click();
  const menu = page.getByTestId("brand-menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Subaru" })).toHaveAttribute(
    "href",
    "/subaru/overview",
  );
  await expect(menu.getByRole("link", { name: /Genesis/ })).toHaveAttribute(
    "href",
    "https://genesis-brisbane.example",
  );
  await expect(menu.locator("img")).toHaveCount(12);
  await expect(menu.getByTestId("logo-placeholder")).toHaveCount(1);
  await expectAccessible(page);
  await menu.getByRole("link", { name: "Hyundai" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hyundai Overview");

  // Vehicle types: a group without a model list links to the stock search for the body.
  if (isMobile) await openPhoneMenu(page);
  await page.getByRole("button", { name: "Vehicle Types" }).click();
  await page.getByRole("link", { name: "Cab Chassis" }).click();
  await expect(page).toHaveURL(/\/search\/cab-chassis-cars$/);
  await expect(page.getByTestId("car-card").first()).toContainText(/Isuzu|Fuso/);
});

test("/models and /models?body=: body type filter and coming soon → #form-section", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(SCT, "/models"));
  const names = () => page.getByTestId("model-card").getByRole("heading").allTextContents();
  expect(await names()).toEqual([
    "HiLux",
    "RAV4",
    "Corolla",
    "LandCruiser 300",
    "bZ4X",
    "bZ Woodland",
  ]);
  const bodies = page.getByRole("navigation", { name: "Body types" });
  await expect(bodies.getByRole("link", { name: "SUV" })).toHaveAttribute(
    "href",
    "/models?body=suv",
  );
  const woodland = page.getByTestId("model-card").filter({ hasText: "bZ Woodland" });
  await expect(woodland.getByRole("link", { name: /Register interest/ })).toHaveAttribute(
    "href",
    "/models#form-section",
  );
  await expect(page.locator("#form-section")).toBeAttached();
  await expect(
    page
      .getByTestId("model-card")
      .filter({ hasText: "RAV4" })
      .getByRole("link", {
        name: /Get a Quote/,
      }),
  ).toHaveAttribute("href", /^\/models\/order-now\?model_id=rav4&model_name=RAV4&vehicle=/);
  await screenshot(page, info, "catalogue-models");
  await expectAccessible(page);

  await bodies.getByRole("link", { name: "SUV" }).click();
  await expect(page).toHaveURL(/\/models\?body=suv$/);
  await expect.poll(names).toEqual(["RAV4", "LandCruiser 300", "bZ4X", "bZ Woodland"]);
  await expect(bodies.getByRole("link", { name: "SUV" })).toHaveAttribute("aria-current", "page");
});

test("the New Vehicles menu lists each model with its description, coming soon to the form", {
  tag: "@phone",
}, async ({ page, isMobile }) => {
  await page.goto(tenantUrl(SCT, "/"));
  if (isMobile) await openPhoneMenu(page);
  const menu = page.getByRole("navigation", { name: "Main" });
  await menu.getByRole("button", { name: "New Vehicles" }).click();
  const hilux = menu.getByRole("link", { name: /^HiLux/ });
  await expect(hilux).toHaveAttribute("href", "/models/hilux");
  await expect(hilux).toContainText("Australia's best-selling ute");
  await expect(menu.getByRole("link", { name: /^bZ Woodland/ })).toHaveAttribute(
    "href",
    "/models#form-section",
  );
});

test("model page: variant slider with arrows, wrapping colours, body styles, 8 features", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(SCT, "/models/hilux"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota HiLux");
  // Five variants: a slider with arrows.
  await expect(page.getByTestId("variant-slider").getByRole("tab")).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Scroll variants right" })).toBeVisible();

  // Colours: the arrows wrap around both ways.
  const name = page.getByTestId("colour-name");
  await expect(name).toHaveText("Glacier White, Single Cab");
  await page.getByRole("button", { name: "Previous colour" }).click();
  await expect(name).toHaveText("Oxide Bronze, Dual Cab");
  await page.getByRole("button", { name: "Next colour" }).click();
  await expect(name).toHaveText("Glacier White, Single Cab");

  // 3 body styles and 21 colours: the secondary body-style selector.
  const bodies = page.getByTestId("body-selector");
  await expect(bodies.getByRole("button")).toHaveText([
    "All body styles",
    "Single Cab",
    "Extra Cab",
    "Dual Cab",
  ]);
  await bodies.getByRole("button", { name: "Dual Cab" }).click();
  await expect(page.getByRole("list", { name: "Colours" }).getByRole("button")).toHaveCount(7);
  await expect(name).toHaveText("Glacier White");

  // SR5 lists 10 features: 8, then View more / View less.
  await page.getByRole("tab", { name: /SR5 4x4/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Toyota HiLux SR5 4x4" })).toBeVisible();
  const features = page.getByTestId("variant-features").locator(":scope > li");
  await expect(features).toHaveCount(8);
  await page.getByRole("button", { name: "View more" }).click();
  await expect(features).toHaveCount(10);
  await page.getByRole("button", { name: "View less" }).click();
  await expect(features).toHaveCount(8);
  // WorkMate has 6: no toggle.
  await page.getByRole("tab", { name: /WorkMate/ }).click();
  await expect(features).toHaveCount(6);
  await expect(page.getByRole("button", { name: "View more" })).toHaveCount(0);
  // The keyboard moves between variants.
  await page.getByRole("tab", { name: /WorkMate/ }).press("ArrowRight");
  await expect(page.getByRole("tab", { name: /SR 4x4/ })).toHaveAttribute("aria-selected", "true");
  await screenshot(page, info, "catalogue-model-hilux");
  await expectAccessible(page);
});

test("model page: two variants are a row without arrows, and no body selector", async ({
  page,
}) => {
  await page.goto(tenantUrl(SCT, "/models/corolla"));
  await expect(page.getByTestId("variant-row").getByRole("tab")).toHaveCount(2);
  await expect(page.getByTestId("variant-slider")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Scroll variants/ })).toHaveCount(0);
  // Two body styles and ten colours: no secondary selector.
  await expect(page.getByTestId("body-selector")).toHaveCount(0);
  await expect(page.getByTestId("colour-name")).toHaveText("Glacier White");
});

test("get a quote: /models/order-now carries the model and full name, and the lead is sent", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(SCT, "/models/hilux"));
  await page.getByRole("tab", { name: /SR5 4x4/ }).click();
  const quote = page.getByRole("link", { name: /Get a Quote/ });
  await expect(quote).toHaveAttribute(
    "href",
    "/models/order-now?model_id=hilux&model_name=HiLux&vehicle=Toyota%20HiLux%20SR5%204x4",
  );
  await quote.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Get a Quote: Toyota HiLux SR5 4x4",
  );
  const form = page.getByTestId("quote-form");
  await form.getByRole("button", { name: "Get a Quote" }).click();
  await expect(page.getByRole("alert").getByText("Please enter your name.")).toBeVisible();
  await screenshot(page, info, "catalogue-order-now");
  await expectAccessible(page);

  const email = uniqueEmail("quote");
  await fillContact(form, email);
  await form.getByLabel(/I agree to the Privacy Policy/).check();
  const adf = await submitLead(page, form.getByRole("button", { name: "Get a Quote" }), SCT, email);
  expect(adf).toContain("HiLux");
  await expect(page.getByTestId("lead-success")).toContainText("quote request has been sent");
});

const NOT_FOUND: Array<[string, string]> = [
  // The franchise dealer has no brands page; the group has no model list.
  [SCT, "/brands"],
  [BMG, "/models"],
  [BMG, "/models/hilux"],
  [BMG, "/models/order-now?model_id=hilux&model_name=HiLux&vehicle=HiLux"],
  [SCT, "/models/supra"],
  [SCT, "/models/order-now?model_id=supra&model_name=Supra&vehicle=Supra"],
  // Only the site's own brands with a page have an overview.
  [SCT, "/subaru/overview"],
  [BMG, "/toyota/overview"],
  [BMG, "/genesis/overview"],
];

for (const [tenant, path] of NOT_FOUND) {
  test(`${path} is a 404 page on ${tenant}`, async ({ page }) => {
    const response = await page.goto(tenantUrl(tenant, path));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
}
