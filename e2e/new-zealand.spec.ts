import { expect, type Locator, test } from "@playwright/test";
import { expectAccessible, tenantUrl } from "./helpers";
import { submitLead, uniqueEmail } from "./outbox";

/** The New Zealand demo tenant (issue 18): country NZ, Auckland with a Christchurch branch. */
const NZ = "harbour-city-motors";

test("an NZ dealer's car is priced in NZD: '$' on the page, NZD in the JSON-LD offer", async ({
  page,
}) => {
  await page.goto(tenantUrl(NZ, "/search/used-cars"));
  const card = page.locator('[data-testid="car-card"]:not([data-sold="true"])').first();
  const href = await card.getByRole("link", { name: /^View Details/ }).getAttribute("href");
  expect(href).toMatch(/^\/cars\//);
  await page.goto(tenantUrl(NZ, href ?? "/"));
  await expect(page.getByTestId("vehicle-price")).toHaveText(/\$[\d,]+|Enquire/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  const schema = JSON.parse(jsonLd ?? "{}") as { offers?: { priceCurrency?: string } };
  expect(schema.offers?.priceCurrency).toBe("NZD");
  // Issue 37 §3: New Zealand's pages said og:locale en_AU.
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_NZ");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-NZ");
  await expectAccessible(page);
});

test("a test drive in Auckland: the lead and its ADF carry NZ local time and the +64 number", async ({
  page,
}) => {
  await page.goto(tenantUrl(NZ, "/book-test-drive/"));
  const form = page.getByTestId("multi-step-form");
  await form.getByLabel("Vehicle Make").fill("Toyota");
  await form.getByLabel("Vehicle Model").fill("RAV4");
  const slot = await pickSlot(form);
  await form.getByRole("button", { name: "Next" }).click();
  const email = uniqueEmail("nz-test-drive");
  await page.getByLabel("First Name").fill("Aroha");
  await page.getByLabel("Last Name").fill("Ngata");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Mobile Number").fill("+64 21 555 0123");
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByLabel(/I agree to the Privacy Policy/).check();
  const adf = await submitLead(
    page,
    form.getByRole("button", { name: /Book my test drive/ }),
    NZ,
    email,
  );
  expect(adf).toContain('<phone type="cellphone">+64215550123</phone>');
  // New Zealand daylight time (+13:00) or standard time (+12:00), never an Australian offset.
  expect(adf).toMatch(/<requestdate>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[23]:00<\/requestdate>/);
  expect(adf).toContain(`<earliestdate>${slot.date}T${slot.time}:00+1`);
});

/** yyyy-MM-dd of the weekdays from two days ahead. */
function nextWeekdays(): string[] {
  const dates: string[] = [];
  for (let add = 2; dates.length < 5; add += 1) {
    const d = new Date(Date.now() + add * 86_400_000);
    if (d.getDay() >= 1 && d.getDay() <= 5) dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

/** Picks the first slot the API offers on the next weekday that has one. */
async function pickSlot(form: Locator): Promise<{ date: string; time: string }> {
  const time = form.getByLabel("Preferred time");
  let picked = "";
  for (const date of nextWeekdays()) {
    await form.getByLabel("Preferred date").fill(date);
    await expect(form.getByText(/times available|No times|could not load/)).toBeVisible();
    picked = date;
    if (await time.isEnabled()) break;
  }
  await expect(time).toBeEnabled();
  await time.selectOption({ index: 1 });
  return { date: picked, time: await time.inputValue() };
}

test("the delivery calculator on an NZ car prices an NZ postcode by NZ region", async ({
  page,
}) => {
  await page.goto(tenantUrl(NZ, "/search/used-cars"));
  const card = page.locator('[data-testid="car-card"]:not([data-sold="true"])').first();
  const href = await card.getByRole("link", { name: /^View Details/ }).getAttribute("href");
  await page.goto(tenantUrl(NZ, href ?? "/"));
  // It loads as it nears the viewport.
  await page.getByRole("heading", { name: "Delivery calculator" }).scrollIntoViewIfNeeded();
  const calculator = page.getByTestId("delivery-calculator");
  await calculator.getByLabel("Your postcode").fill("1023");
  await calculator.getByRole("button", { name: "Calculate delivery" }).click();
  // Newmarket is a few kilometres from the Penrose yard: Auckland's metro band, in NZ dollars.
  await expect(calculator).toContainText("Delivery to Metro Auckland: $199");
  // An Australian postcode is not a New Zealand one (§5 'Invalid postcode').
  await calculator.getByLabel("Your postcode").fill("6000");
  await calculator.getByRole("button", { name: "Calculate delivery" }).click();
  await expect(calculator).toContainText("Invalid postcode");
});

test("the NZ trade-in form asks for the plate only: no state select, and the lookup sends none", async ({
  page,
}) => {
  await page.goto(tenantUrl(NZ, "/trade-in"));
  const journey = page.getByTestId("trade-in-journey");
  await expect(journey.getByLabel("Registration (rego)")).toBeVisible();
  await expect(journey.getByLabel("State")).toHaveCount(0);
  await expect(journey.locator("select")).toHaveCount(0);
  await journey.getByLabel("Registration (rego)").fill("KX48210");
  await journey.getByRole("button", { name: "Find my car" }).click();
  await expect(journey).toContainText("Please enter a valid plate (up to 6 letters and digits).");
  await journey.getByLabel("Registration (rego)").fill("kx 482");
  const lookup = page.waitForRequest((r) => r.url().includes("/api/trade-in/rego?"));
  await journey.getByRole("button", { name: "Find my car" }).click();
  const url = new URL((await lookup).url());
  expect(url.searchParams.get("rego")).toBe("KX 482");
  expect(url.searchParams.has("state")).toBe(false);
  // The trade-in was started (by plate alone), so the vehicle step follows.
  await expect(journey.getByLabel("Make")).toBeVisible();
  await expectAccessible(page);
});
