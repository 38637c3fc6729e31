import { expect, type Page, test } from "@playwright/test";
import { vehicleSchemaType } from "../core/src/structured-data/vehicle";
import { expectAccessible, screenshot, stockPath, TENANTS, tenantUrl } from "./helpers";
import { findCar } from "./stock-finder";

/** Opens the first available car of a tenant's stock page and returns its page. */
async function openFirstCar(page: Page, slug: string, path: string): Promise<string> {
  await page.goto(tenantUrl(slug, path));
  const card = page.locator('[data-testid="car-card"]:not([data-sold="true"])').first();
  const href = await card.getByRole("link", { name: /^View Details/ }).getAttribute("href");
  expect(href).toMatch(/^\/cars\//);
  await page.goto(tenantUrl(slug, href ?? "/"));
  return href ?? "";
}

for (const tenant of TENANTS) {
  test.describe(`vehicle page on the ${tenant.type} tenant`, () => {
    test("shows each block of the page", async ({ page, request }, info) => {
      const href = await openFirstCar(page, tenant.slug, stockPath(tenant));
      // The schema.org type follows the item type (a motorcycle is a Motorcycle, a caravan a Vehicle).
      const car = await findCar(
        request,
        tenant.slug,
        (hit) => href === `/cars/${hit.slug}`,
        stockPath(tenant),
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("vehicle-price")).toHaveText(/\$[\d,]+|PREORDER|Enquire/);
      await expect(page.getByTestId("gallery")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Key information" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Dealer comments" })).toBeVisible();
      // A vehicle that is not a car is headed in its own word (issue 37 §3: "Motorcycle Details").
      const item = car.item_type?.trim().toLowerCase();
      const word = !item || item === "car" ? tenant.word : item[0]?.toUpperCase() + item.slice(1);
      await expect(page.getByRole("heading", { name: `${word} Details` })).toBeVisible();
      await expect(page.locator("#enquire")).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      const schema = JSON.parse(jsonLd ?? "{}") as {
        "@type"?: string;
        offers?: { "@type"?: string };
      };
      expect(schema["@type"]).toBe(vehicleSchemaType({ item_type: car.item_type ?? null }));
      expect(schema.offers?.["@type"]).toBe("Offer");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/cars\//);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await screenshot(page, info, `vehicle-${tenant.slug}`);
      await expectAccessible(page);
    });
  });
}

test("the gallery's full-screen viewer moves with the arrow keys", async ({ page }) => {
  await openFirstCar(page, "brisbane-motor-group", "/search/new-cars");
  // §4/§9: the first photo loads with priority (and is preloaded from the head) at
  // quality 75 from its WebP copies (a drawn demo picture), with a 640 px candidate.
  const first = page.getByTestId("gallery").getByRole("img", { name: /photo 1 of/ });
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("srcset", /\/images\/w640-q75\/[^ ]+\.webp 640w/);
  const preloaded = await page
    .locator('head link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("imagesrcset") ?? ""));
  expect(preloaded).toContain(await first.getAttribute("srcset"));
  await page.getByRole("button", { name: "Full screen" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("img").first()).toHaveAttribute("alt", /photo 1 of/);
  // §9: quality 90 in the full-screen viewer.
  await expect(dialog.getByRole("img").first()).toHaveAttribute("srcset", /\/images\/w\d+-q90\//);
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("img").first()).toHaveAttribute("alt", /photo 2 of/);
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("img").first()).toHaveAttribute("alt", /photo 1 of/);
});

test("share copies the link and shows 'Copied'", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const href = await openFirstCar(page, "sunshine-coast-toyota", "/search/new-used-and-demo-cars");
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this car" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Copy Link" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  await expect(page.getByText(/^Copied .+ to your clipboard!$/)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(href);
});

test("favourite and compare are kept in local storage", async ({ page }) => {
  await page.goto(tenantUrl("brisbane-motor-group", "/search/used-cars"));
  const card = page.getByTestId("car-card").first();
  await card.getByRole("button", { name: /to favourites$/ }).click();
  await expect(card.getByRole("button", { name: /from favourites$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await card.getByRole("button", { name: /to compare$/ }).click();
  await page.reload();
  await expect(
    page
      .getByTestId("car-card")
      .first()
      .getByRole("button", { name: /from favourites$/ }),
  ).toBeVisible();
  const stored = await page.evaluate(() => [
    JSON.parse(localStorage.getItem("forecourt:favourites") ?? "[]").length,
    JSON.parse(localStorage.getItem("forecourt:compare") ?? "[]").length,
  ]);
  expect(stored).toEqual([1, 1]);
});

test(
  "a sold car shows the sold state with its exact texts",
  { tag: "@phone" },
  async ({ page }, info) => {
    await page.goto(
      tenantUrl("brisbane-motor-group", "/search/used-cars?refinementList[status][0]=sold"),
    );
    const sold = page.locator('[data-testid="car-card"][data-sold="true"]').first();
    await expect(sold).toBeVisible();
    await expect(sold.getByRole("link", { name: "Find Me Something Similar" })).toBeVisible();
    await sold.getByRole("link", { name: /^View Details/ }).click();
    const state = page.getByTestId("sold-state");
    await expect(state.getByRole("heading", { name: "SOLD" })).toBeVisible();
    await expect(state).toContainText("Unfortunately this car recently sold.");
    await expect(state).toContainText("But don't worry, we can help you find a similar car!");
    const sidebar = page.getByRole("complementary", { name: "Price and actions" });
    await expect(sidebar.getByRole("link", { name: "Enquire Now" })).toHaveCount(0);
    await expect(
      page.getByTestId("mobile-bar").getByRole("link", { name: "Enquire Now" }),
    ).toHaveCount(0);
    await screenshot(page, info, "vehicle-sold");
  },
);

test("an enquiry is submitted end to end", async ({ page }) => {
  await openFirstCar(page, "sunshine-coast-toyota", "/search/new-cars");
  // The forms' code loads as the shopper reaches the foot of the page.
  await page.locator("#enquire").scrollIntoViewIfNeeded();
  const form = page.getByTestId("enquiry-form");
  await form.getByLabel("First name").fill("Sam");
  await form.getByLabel("Last name").fill("Citizen");
  await form.getByLabel("Email").fill("sam@example.com");
  await form.getByLabel("Phone").fill("0412 345 678");
  await form.getByLabel(/^Comments/).fill("Is this car still available?");
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(form.getByRole("alert")).toContainText(
    "*You must agree to the terms of use before submitting.",
  );
  // The error sits beside the box, which takes focus (the shared submit mechanism).
  const terms = form.getByRole("checkbox", { name: /I agree to the Privacy Policy/ });
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAccessibleDescription(
    "*You must agree to the terms of use before submitting.",
  );
  const events: number[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/analytics"))
      events.push((r.postDataJSON() as { event_id: number }).event_id);
  });
  await terms.check();
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByTestId("lead-success")).toBeVisible();
  // §7: 14, an enquiry about a new car.
  await expect.poll(() => events).toContain(14);
});

test("a card's test-drive link opens the page at the test-drive form", async ({ page }) => {
  const href = await openFirstCar(page, "sunshine-coast-toyota", "/search/new-cars");
  // The jump to #enquire brings the forms near, which loads their code.
  await page.goto(tenantUrl("sunshine-coast-toyota", `${href}?form=test-drive#enquire`));
  await expect(page.getByRole("tab", { name: "Book a Test Drive" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.locator("#enquire")).toBeInViewport();
  await expectAccessible(page);
});
