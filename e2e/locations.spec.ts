import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { BMG, card, cardNames, SUBARU } from "./location-cards";
import { fillContact, submitLead, uniqueEmail } from "./outbox";
import { viewportScreenshot } from "./viewport-shot";

/**
 * §2 Locations list (/dealer-locator): tabbed cards per dealership, the search box and
 * locationQuery, hours by type with special hours, the enquiry modal, and the §9 layout rules.
 * The location pages are in location-pages.spec.ts.
 */

test("one tabbed card per dealership, visible locations only, tabs in the spec's order", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealer Locator");
  await expect(cardNames(page)).toHaveText([
    SUBARU,
    "Brisbane Motor Group Mercedes-Benz Newstead",
    "Brisbane Motor Group Hyundai Capalaba",
    "Brisbane Motor Group Hyundai Capalaba Pre-Owned",
    "BMG Motorcycles Woolloongabba",
    "BMG Trucks Eagle Farm",
    "BMG Pre-Owned Centre Moorooka",
  ]);
  // visible=false keeps the Cleveland location off the list.
  await expect(page.getByText("Hyundai Cleveland")).toHaveCount(0);
  await expect(card(page, SUBARU).getByRole("tab")).toHaveText(["Sales", "Service", "Parts"]);
  // The empty location type is shown as sales, first.
  await expect(
    card(page, "Brisbane Motor Group Mercedes-Benz Newstead").getByRole("tab"),
  ).toHaveText(["Sales", "Service"]);
  // A 'Pre-Owned Sales' subtype makes a sales location used.
  await expect(card(page, "Brisbane Motor Group Hyundai Capalaba Pre-Owned")).toContainText("Used");
  await screenshot(page, info, "locations-dealer-locator");
  await expectAccessible(page);
});

test("a card shows licence, MRB, address, tel link, rating to #reviews, website and hours", async ({
  page,
}) => {
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  const subaru = card(page, SUBARU);
  const panel = subaru.getByRole("tabpanel");
  await expect(panel.getByTestId("location-numbers")).toHaveText("DL# 3456789 · MRB 45123");
  await expect(panel.getByTestId("location-address")).toHaveText(
    /3350 Pacific Highway\s*Springwood QLD 4127/,
  );
  await expect(panel.getByRole("link", { name: "Call 07 5550 0101" })).toHaveAttribute(
    "href",
    "tel:+61755500101",
  );
  await expect(panel.getByTestId("location-rating")).toContainText("4.7");
  await expect(panel.getByRole("img", { name: "Rated 4.7 out of 5" })).toBeVisible();
  await expect(panel.getByRole("link", { name: /412 reviews/ })).toHaveAttribute(
    "href",
    "/locations/subaru-springwood#reviews",
  );
  await expect(panel.getByRole("link", { name: /Visit Website/ })).toHaveAttribute(
    "href",
    "https://subaru.brisbane-motor-group.example",
  );
  await expect(panel.getByRole("img", { name: /premises/ })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact-us/brisbane-motor-group-subaru-springwood",
  );
  await expect(panel.getByRole("link", { name: /Get Directions/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-27\.6122,153\.1295/,
  );
  // A location without a photo shows its brand's logo.
  await expect(
    card(page, "BMG Motorcycles Woolloongabba").getByRole("img", { name: /logo/ }),
  ).toBeVisible();

  // Opening hours switch by location type.
  const hours = panel.getByTestId("hours-type");
  await expect(hours).toHaveValue("sales");
  const sunday = panel.getByTestId("hours-row").filter({ hasText: "Sunday" });
  await expect(sunday).toContainText("10:00 am - 4:00 pm");
  await hours.selectOption("service");
  await expect(sunday).toContainText("Closed");
  await expect(panel.getByTestId("hours-row").filter({ hasText: "Monday" })).toContainText(
    "7:00 am - 5:00 pm",
  );

  // Tabs: the Service tab is its own location (phone, no licence), the Parts tab has Parts Enquiry.
  await subaru.getByRole("tab", { name: "Service" }).click();
  await expect(panel.getByRole("link", { name: "Call 07 5550 0102" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Book a Service" })).toHaveAttribute(
    "href",
    "/service",
  );
  await subaru.getByRole("tab", { name: "Service" }).press("ArrowRight");
  await expect(subaru.getByRole("tab", { name: "Parts" })).toBeFocused();
  await expect(subaru.getByRole("tab", { name: "Parts" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("link", { name: "Parts Enquiry" })).toHaveAttribute(
    "href",
    "/vehicle-parts-and-accessories",
  );
});

test("special hours are honoured: the Christmas Day closure shows in the week", async ({
  page,
}) => {
  // The hours follow the visitor's clock: Thursday 24 December 2026, 9 am in Brisbane.
  await page.clock.setFixedTime(new Date("2026-12-24T09:00:00+10:00"));
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  const panel = card(page, SUBARU).getByRole("tabpanel");
  const day = (date: string) => panel.locator(`[data-testid="hours-row"][data-date="${date}"]`);
  await expect(day("2026-12-24")).toContainText("Thursday (today)");
  await expect(day("2026-12-24")).toContainText("8:30 am - 7:00 pm");
  // Friday 25 December would be open: the special-hours entry closes it.
  await expect(day("2026-12-25")).toContainText("Special hours");
  await expect(day("2026-12-25")).toContainText("Closed");
  await expect(day("2026-12-26")).toContainText("10:00 - 14:00");
  await expect(day("2026-12-27")).not.toContainText("Special hours");
});

test("'Search locations...' filters by name, postcode, street or type and writes locationQuery", async ({
  page,
}) => {
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  const search = page.getByPlaceholder("Search locations...");
  await search.fill("4006");
  await expect(page).toHaveURL(/locationQuery=4006/);
  await expect(cardNames(page)).toHaveText(["Brisbane Motor Group Mercedes-Benz Newstead"]);
  await search.fill("IPSWICH road");
  await expect(page).toHaveURL(/locationQuery=IPSWICH\+road/);
  await expect(cardNames(page)).toHaveText([
    "BMG Motorcycles Woolloongabba",
    "BMG Pre-Owned Centre Moorooka",
  ]);
  await search.fill("parts");
  await expect(cardNames(page)).toHaveText([SUBARU, "BMG Trucks Eagle Farm"]);
  await expect(card(page, SUBARU)).toContainText("Parts");
  await expect(card(page, SUBARU).getByRole("tab")).toHaveCount(0);
  await search.fill("");
  await expect(page).not.toHaveURL(/locationQuery/);
  await expect(page.getByTestId("location-card")).toHaveCount(7);

  // Loading the address with locationQuery restores the filter.
  await page.goto(tenantUrl(BMG, "/dealer-locator?locationQuery=capalaba"));
  await expect(page.getByPlaceholder("Search locations...")).toHaveValue("capalaba");
  await expect(cardNames(page)).toHaveText([
    "Brisbane Motor Group Hyundai Capalaba",
    "Brisbane Motor Group Hyundai Capalaba Pre-Owned",
  ]);
  await expect(page.getByTestId("locations-count")).toHaveText("2 locations");
});

test("the tab selection resets to the first tab when the locations change", async ({ page }) => {
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  const subaru = card(page, SUBARU);
  await subaru.getByRole("tab", { name: "Service" }).click();
  await expect(subaru.getByRole("tab", { name: "Service" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByPlaceholder("Search locations...").fill("Brisbane Motor Group");
  await expect(page.getByTestId("location-card")).toHaveCount(4);
  await expect(subaru.getByRole("tab", { name: "Sales" })).toHaveAttribute("aria-selected", "true");
});

test("§9 more than 3 locations show the swipe hint; more than 4 narrow the items", {
  tag: "@phone",
}, async ({ page, isMobile }) => {
  const list = page.getByTestId("locations-list");
  const items = page.getByTestId("location-item");
  const widthShare = async () => {
    const [item, box] = [await items.first().boundingBox(), await list.boundingBox()];
    return (item?.width ?? 0) / (box?.width ?? 1);
  };
  // Measured values are polled: a reading taken while the page is still laying out is retried.
  const perRow = async () =>
    items.evaluateAll((els) => {
      const first = els[0]?.getBoundingClientRect().top;
      return els.filter((e) => e.getBoundingClientRect().top === first).length;
    });

  // Seven dealerships: the hint, and narrow items.
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  await expect(list).toHaveAttribute("data-narrow", "true");
  if (isMobile) {
    await expect(page.getByTestId("swipe-hint")).toBeVisible();
    await expect.poll(widthShare).toBeCloseTo(0.85, 1);
    // A phone swipes sideways through the cards; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      page.viewportSize()?.width,
    );
  } else {
    await expect(page.getByTestId("swipe-hint")).toBeHidden();
    await expect.poll(perRow).toBe(3);
  }
  await expect(items).toHaveCount(7);

  // Four: the hint, but full-width items.
  await page.goto(tenantUrl(BMG, "/dealer-locator?locationQuery=Brisbane%20Motor%20Group"));
  await expect(items).toHaveCount(4);
  await expect(list).toHaveAttribute("data-narrow", "false");
  if (isMobile) {
    await expect(page.getByTestId("swipe-hint")).toBeVisible();
    await expect.poll(widthShare).toBeCloseTo(0.92, 1);
  } else {
    await expect.poll(perRow).toBe(2);
  }

  // Two: no hint.
  await page.goto(tenantUrl(BMG, "/dealer-locator?locationQuery=capalaba"));
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId("swipe-hint")).toHaveCount(0);
});

test("a card's buttons keep their labels on one line, at phone and desktop widths", {
  tag: "@phone",
}, async ({ page }) => {
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  const panel = page.getByTestId("location-panel").first();
  const actions = panel
    .getByRole("link", { name: /^(Contact Us|Get Directions|Book a Service)/ })
    .or(panel.getByRole("button", { name: /^Send Enquiry/ }));
  await expect(actions.first()).toBeVisible();
  const wrapped = await actions.evaluateAll((links) =>
    links
      .filter((a) => {
        const style = getComputedStyle(a);
        const lines =
          (a.getBoundingClientRect().height -
            Number.parseFloat(style.paddingTop) -
            Number.parseFloat(style.paddingBottom)) /
          Number.parseFloat(style.lineHeight);
        return lines > 1.5;
      })
      .map((a) => a.textContent?.trim()),
  );
  expect(wrapped).toEqual([]);
});

test("Send Enquiry opens a modal (max width 800) that traps focus, closes on Escape and sends a lead", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  const open = card(page, SUBARU).getByRole("button", { name: /Send Enquiry/ });
  await open.click();
  const dialog = page.getByRole("dialog", { name: `Send an enquiry to ${SUBARU} Sales` });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => getComputedStyle(d).maxWidth)).toBe("800px");
  await viewportScreenshot(page, info, "locations-enquiry-modal");
  await expectAccessible(page);

  // Tab and Shift+Tab never leave the dialog.
  const insideDialog = () =>
    page.evaluate(() => document.activeElement?.closest("dialog") !== null);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press("Tab");
    expect(await insideDialog()).toBe(true);
  }
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await insideDialog()).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The enquiry reaches the dealer's outbox.
  await open.click();
  const email = uniqueEmail("location-modal");
  await fillContact(dialog, email);
  await dialog.getByLabel("Enquiry type").selectOption("Sales Enquiry");
  await dialog.getByLabel("Comments").fill("Is the Outback Touring in stock?");
  await expect(dialog.getByLabel("Location")).toHaveValue("subaru-springwood");
  await dialog.getByLabel(/I agree to the Privacy Policy/).check();
  await submitLead(page, dialog.getByRole("button", { name: "Submit" }), BMG, email);
  await expect(dialog.getByTestId("lead-success")).toBeVisible();
});
