import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { BMG, card, cardNames, SCT, SUBARU } from "./location-cards";

/**
 * §2 location pages: /locations/{slug or dealership_slug} with its #reviews anchor,
 * /our-location/{slug}, /contact-us/{location-name-slug} and /contact; 404s where unused.
 */

test("/locations/{slug}: its dealership's card on its own tab, and the #reviews anchor", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/locations/subaru-springwood-service"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${SUBARU} Service`);
  const subaru = card(page, SUBARU);
  await expect(subaru.getByRole("tab", { name: "Service" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // One location's page has no search box.
  await expect(page.getByPlaceholder("Search locations...")).toHaveCount(0);
  const reviews = page.locator("#reviews");
  await expect(reviews.getByRole("heading", { name: "Reviews" })).toBeVisible();
  await expect(reviews.getByTestId("reviews-rating")).toContainText("4.5");
  await expect(reviews.getByTestId("reviews-rating")).toContainText("from 188 reviews");
  await expect(reviews.getByText("Car washed and back before lunch.")).toBeVisible();
  await screenshot(page, info, "locations-location-page");
  await expectAccessible(page);

  // The rating link on a card lands on the location page's #reviews.
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  await card(page, SUBARU)
    .getByRole("link", { name: /412 reviews/ })
    .click();
  await expect(page).toHaveURL(/\/locations\/subaru-springwood#reviews$/);
  await expect(page.locator("#reviews")).toBeInViewport();

  // §9 minimum rating 4: the 3-star review is not shown.
  await page.goto(tenantUrl(BMG, "/locations/hyundai-capalaba"));
  await expect(page.locator("#reviews").getByText("Priya Singh")).toBeVisible();
  await expect(page.getByText("Took a while to get finance sorted.")).toHaveCount(0);
});

test("/locations/{dealership_slug}, /our-location/{slug} and /contact-us/{name without Sales}", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/locations/bmg-hyundai"));
  await expect(cardNames(page)).toHaveText([
    "Brisbane Motor Group Hyundai Capalaba",
    "Brisbane Motor Group Hyundai Capalaba Pre-Owned",
  ]);

  await page.goto(tenantUrl(BMG, "/our-location/mercedes-benz-newstead"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Brisbane Motor Group Mercedes-Benz Newstead",
  );

  // "… Hyundai Capalaba Sales" loses its trailing Sales word in the slug.
  await page.goto(tenantUrl(BMG, "/contact-us/brisbane-motor-group-hyundai-capalaba"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Contact Brisbane Motor Group Hyundai Capalaba",
  );
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  await card(page, "BMG Trucks Eagle Farm").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact-us\/bmg-trucks-eagle-farm$/);
  await expect(card(page, "BMG Trucks Eagle Farm").getByRole("tab")).toHaveText(["Sales", "Parts"]);
  await screenshot(page, info, "locations-contact-us");
  await expectAccessible(page);
});

test("/contact: the enquiry form and the site's locations (list layout on one site)", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(SCT, "/contact"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  const maroochydore = card(page, "Sunshine Coast Toyota Maroochydore");
  // The list layout shows every department one after another instead of tabs.
  await expect(maroochydore.getByRole("heading", { level: 3, name: "Sales" })).toBeVisible();
  await expect(maroochydore.getByRole("heading", { level: 3, name: "Service" })).toBeVisible();
  await expect(maroochydore.getByRole("tab")).toHaveCount(0);
  await page.getByPlaceholder("Search locations...").fill("noosa");
  await expect(page).toHaveURL(/locationQuery=noosa/);
  await expect(cardNames(page)).toHaveText(["Noosa Toyota Noosaville"]);
  await screenshot(page, info, "locations-contact");
  await expectAccessible(page);
});

const NOT_FOUND: Array<[string, string]> = [
  [BMG, "/locations/nowhere"],
  [BMG, "/our-location/nowhere"],
  [BMG, "/contact-us/nowhere"],
  // Hidden (visible=false) locations have no page.
  [BMG, "/locations/hyundai-cleveland"],
  // The franchise dealer does not use the dealer locator.
  [SCT, "/dealer-locator"],
];

for (const [tenant, path] of NOT_FOUND) {
  test(`${path} is a 404 page on ${tenant}`, async ({ page }) => {
    const response = await page.goto(tenantUrl(tenant, path));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
}
