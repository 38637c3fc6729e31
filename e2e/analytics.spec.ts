import { expect, type Page, test } from "@playwright/test";
import { ANALYTICS_EVENT_TABLE, type AnalyticsPageType } from "../core/src/leads/analytics-events";
import { tenantUrl } from "./helpers";
import { fillContact, uniqueEmail } from "./outbox";
import { findCar, inStock, type StockCar } from "./stock-finder";

/**
 * §7 analytics: the events each page type sends (POST /api/analytics), checked against core's
 * ANALYTICS_EVENT_TABLE — each expected id is sent where it happens, and no page sends an id
 * the table does not give it. 18 (offer accepted) is recorded by the API on acceptance
 * (api/src/routes/services.route.test.ts).
 */

const BMG = "brisbane-motor-group";
const SCT = "sunshine-coast-toyota";
const SCO = "smithfield-car-outlet";

/** Records the event ids the page sends from now on. */
function recordEvents(page: Page): number[] {
  const ids: number[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/analytics")) {
      ids.push((request.postDataJSON() as { event_id: number }).event_id);
    }
  });
  return ids;
}

const allowedOn = (type: AnalyticsPageType) =>
  ANALYTICS_EVENT_TABLE.filter((e) => e.pages.includes(type)).map((e) => e.id);

async function expectEvents(ids: number[], type: AnalyticsPageType, expected: number[]) {
  for (const id of expected) {
    expect(allowedOn(type), `${id} is a ${type} event in the §7 table`).toContain(id);
    await expect.poll(() => ids, { timeout: 10_000 }).toContain(id);
  }
  for (const id of ids) expect(allowedOn(type), `${id} sent on a ${type} page`).toContain(id);
}

test("search page: 49 search page view, 39 save or favourite", async ({ page }) => {
  const ids = recordEvents(page);
  await page.goto(tenantUrl(BMG, "/search/used-cars"));
  await expect.poll(() => ids).toContain(49);
  const card = page.getByTestId("car-card").first();
  await card.getByRole("button", { name: /to favourites$/ }).click();
  await expectEvents(ids, "search", [49, 39]);
});

test("used vehicle page: 4 used vehicle detail view, 39 save or favourite", async ({
  page,
  request,
}) => {
  const car = await findCar(
    request,
    BMG,
    (c) => c.car_type === "used" && c.status !== "sold",
    "/search/used-cars",
  );
  // Straight to the car: a search page's own 49 must not be counted as the vehicle page's.
  const ids = recordEvents(page);
  await page.goto(tenantUrl(BMG, `/cars/${car.slug}`));
  await expect.poll(() => ids).toContain(4);
  await page
    .getByRole("button", { name: /to favourites$/ })
    .first()
    .click();
  await expectEvents(ids, "vehicle", [4, 39]);
});

test("careers: 51 career enquiry once the lead is stored", async ({ page }) => {
  const ids = recordEvents(page);
  await page.goto(tenantUrl(SCT, "/careers"));
  await fillContact(page, uniqueEmail("analytics-career"));
  await page.getByLabel(/Comments/).fill("Apprentice technician");
  await page.getByLabel(/I agree to the Privacy Policy/).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("lead-success")).toBeVisible();
  await expectEvents(ids, "careers", [51]);
});

test("general enquiry: 22 general once the lead is stored", async ({ page }) => {
  const ids = recordEvents(page);
  await page.goto(tenantUrl(BMG, "/fleet"));
  await fillContact(page, uniqueEmail("analytics-general"));
  await page.getByLabel("Enquiry type").selectOption("Sales Enquiry");
  await page.getByLabel("Comments").fill("Five Foresters for our sales team, please.");
  await page.getByLabel("Location").selectOption({ index: 1 });
  await page.getByLabel(/I agree to the Privacy Policy/).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("lead-success")).toBeVisible();
  await expectEvents(ids, "general-enquiry", [22]);
});

test("finance enquiry: 9 finance enquiry form once the lead is stored", async ({ page }) => {
  const ids = recordEvents(page);
  await page.goto(tenantUrl(SCT, "/finance-enquiry?preferredDealership=noosa-toyota"));
  const form = page.getByTestId("finance-form");
  await fillContact(page, uniqueEmail("analytics-finance"));
  await form.getByLabel("Postcode").fill("4558");
  await form.getByLabel("Comments").fill("Looking to finance a used RAV4.");
  await form.getByLabel(/I agree to the Privacy Policy/).check();
  await form.getByRole("button", { name: "Send finance enquiry" }).click();
  await expect(page.getByTestId("lead-success")).toBeVisible();
  await expectEvents(ids, "finance-enquiry", [9]);
});

test("vehicle page: 25 phone click, 26 first finance calculator change (once), 60 history report, 61 print", async ({
  page,
  request,
}) => {
  const car = await findCar(
    request,
    SCO,
    (c) => inStock(c) && (c.price ?? 0) > 5000 && Boolean((c as StockCar & { file?: string }).file),
    "/search/used-cars",
  );
  // The print dialog would hold a headed browser; the event is what is checked here.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto(tenantUrl(SCO, `/cars/${car.slug}`));
  const ids = recordEvents(page);

  await page
    .getByRole("link", { name: /^Call Now - / })
    .filter({ visible: true })
    .first()
    .evaluate((link) => {
      // A tel: link opens the phone app; the click's handler is what sends 25.
      link.addEventListener("click", (e) => e.preventDefault(), { once: true });
      (link as HTMLAnchorElement).click();
    });
  await expect.poll(() => ids).toContain(25);

  await page.locator("#finance-calculator").scrollIntoViewIfNeeded();
  const amount = page.getByRole("slider", { name: "Loan amount" });
  await amount.focus();
  await amount.press("ArrowRight");
  await amount.press("ArrowRight");
  await expect.poll(() => ids).toContain(26);

  const report = page.getByRole("link", { name: "View history report" });
  const popup = page.waitForEvent("popup");
  await report.click();
  await (await popup).close();
  await expect.poll(() => ids).toContain(60);

  // The vehicle page's Print link opens its printable page, where Print sends 61.
  await page.goto(tenantUrl(SCO, `/print?car_id=${car.slug}`));
  await page.getByRole("button", { name: "Print" }).click();
  await expectEvents(ids, "vehicle", [25, 26, 60, 61]);
  // 26 is the first change only.
  expect(ids.filter((id) => id === 26)).toHaveLength(1);
});
