import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";

/**
 * §4/§5/§8 forms end to end: each rejects bad input with the spec's exact messages (and core's
 * own texts for the rules the spec leaves "not shown"), and a good answer lands as a lead —
 * the outbox relay writes it to <data>/outbox/<site>/<lead id>.adf.xml.
 */

const BMG = "brisbane-motor-group";
const SCT = "sunshine-coast-toyota";

const ROOT = path.resolve(import.meta.dirname, "..");
// The server runs in web/ (npm run serve -w web); its default data folder is the repository's data/.
const DATA_DIR = process.env.FORECOURT_DATA_DIR
  ? path.resolve(ROOT, "web", process.env.FORECOURT_DATA_DIR)
  : path.join(ROOT, "data");

const FIX = "Please fix the following errors:";
const TERMS = "*You must agree to the terms of use before submitting.";
const POSTCODE = "Invalid postcode. Please enter a 4-digit number.";

const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillContact(page: Page, email: string) {
  await page.getByLabel("First Name").fill("Sam");
  await page.getByLabel("Last Name").fill("Citizen");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Mobile Number").fill("0412 345 678");
}

/** Waits for the lead POST and returns its id. */
function leadResponse(page: Page) {
  return page.waitForResponse(
    (r) => r.url().endsWith("/api/leads") && r.request().method() === "POST",
  );
}

/** The stored lead reaches the outbox folder as ADF naming the shopper's e-mail. */
async function expectLeadLanded(site: string, leadId: string, email: string) {
  const file = path.join(DATA_DIR, "outbox", site, `${leadId}.adf.xml`);
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
  expect(readFileSync(file, "utf8")).toContain(email);
}

async function submitAndExpectLead(page: Page, site: string, email: string, button: RegExp) {
  const response = leadResponse(page);
  await page.getByRole("button", { name: button }).click();
  const body = (await (await response).json()) as { lead_id?: string };
  expect(body.lead_id).toBeTruthy();
  await expectLeadLanded(site, body.lead_id ?? "", email);
}

test("generic enquiry: exact messages for bad input, then the lead is stored", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/fleet"));
  await page.getByRole("button", { name: "Submit" }).click();
  const alert = page.getByRole("alert");
  await expect(alert.getByText(FIX)).toBeVisible();
  for (const message of [
    "Please enter your name.",
    "Please enter your email address.",
    "Please enter your phone number.",
    "Please enter your comments.",
    "Please select a location.",
    TERMS,
  ]) {
    await expect(alert.getByText(message, { exact: true })).toBeVisible();
  }
  // Each field names its error for screen readers.
  const name = page.getByLabel("First Name");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Please enter your name.");
  await page.getByLabel("Email Address").fill("not-an-email");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(alert.getByText("Please enter a valid email address.")).toBeVisible();
  await screenshot(page, info, "forms-general-errors");
  await expectAccessible(page);

  const email = uniqueEmail("general");
  await fillContact(page, email);
  await page.getByLabel("Enquiry type").selectOption("Sales Enquiry");
  await page.getByLabel("Comments").fill("Five Foresters for our sales team, please.");
  await page.getByLabel("Location").selectOption({ index: 1 });
  await page.getByLabel(/I agree to the Privacy Policy/).check();
  await submitAndExpectLead(page, BMG, email, /^Submit$/);
  await expect(page.getByTestId("lead-success")).toBeVisible();
});

test("a standard form shows 'An error occurred when submitting this form' when sending fails", async ({
  page,
}) => {
  await page.route("**/api/leads", (route) => route.abort());
  await page.goto(tenantUrl(SCT, "/careers"));
  await fillContact(page, uniqueEmail("fail"));
  await page.getByLabel(/Comments/).fill("Apprentice technician");
  await page.getByLabel(/I agree to the Privacy Policy/).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(
    "An error occurred when submitting this form",
  );
});

test("finance enquiry: prefilled from the finance link, money input and quick picks, postcode rule", async ({
  page,
}, info) => {
  await page.goto(
    tenantUrl(
      SCT,
      "/finance-enquiry?preferredDealership=noosa-toyota&vehiclePriceBudget=25000&car_type=used#finance-form",
    ),
  );
  const form = page.getByTestId("finance-form");
  const budget = form.getByLabel("Vehicle price budget", { exact: true });
  await expect(budget).toHaveValue("25,000");
  await expect(form.getByLabel("Dealership")).toHaveValue("noosa-toyota");
  await form.getByRole("button", { name: "$40,000" }).click();
  await expect(budget).toHaveValue("40,000");
  await expect(form.getByRole("button", { name: "$40,000" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await budget.fill("123456");
  await expect(budget).toHaveValue("123,456");

  const email = uniqueEmail("finance");
  await fillContact(page, email);
  await form.getByLabel("Postcode").fill("45");
  await form.getByRole("button", { name: "Send finance enquiry" }).click();
  await expect(page.getByRole("alert").getByText(POSTCODE)).toBeVisible();
  await expect(page.getByRole("alert").getByText(TERMS)).toBeVisible();
  await screenshot(page, info, "forms-finance-errors");

  await form.getByLabel("Postcode").fill("4558");
  await form.getByLabel("Comments").fill("Looking to finance a used RAV4.");
  await form.getByLabel(/I agree to the Privacy Policy/).check();
  await submitAndExpectLead(page, SCT, email, /Send finance enquiry/);
  await expect(page.getByTestId("lead-success")).toBeVisible();
});

test("multi-step test drive: step by step, submits on the last, stores the category and goes to /success", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(SCT, "/book-test-drive/"));
  const form = page.getByTestId("multi-step-form");
  await expect(form.getByText("Step 1 of 3: Your vehicle")).toBeVisible();
  await form.getByLabel("Vehicle Make").fill("Toyota");
  await form.getByLabel("Vehicle Model").fill("RAV4");
  await pickSlot(form);
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText("Step 2 of 3: Your details")).toBeVisible();
  await form.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert").getByText("Please enter your name.")).toBeVisible();
  const email = uniqueEmail("multistep");
  await fillContact(page, email);
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText("Step 3 of 3: Your message")).toBeVisible();
  await form.getByRole("button", { name: "Book my test drive" }).click();
  await expect(page.getByRole("alert").getByText(TERMS)).toBeVisible();
  await screenshot(page, info, "forms-multi-step-last-step");
  await expectAccessible(page);
  await form.getByLabel(/I agree to the Privacy Policy/).check();
  await submitAndExpectLead(page, SCT, email, /Book my test drive/);
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByTestId("success-page")).toContainText("your test drive has been received");

  // §5: stored user details prefill the next form.
  await page.goto(tenantUrl(SCT, "/careers"));
  await expect(page.getByLabel("First Name")).toHaveValue("Sam");
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  await expect(page.getByLabel("Mobile Number")).toHaveValue("0412 345 678");
});

test("multi-step failure with no server text shows 'An unexpected error occured'", async ({
  page,
}) => {
  await page.route("**/api/leads", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto(tenantUrl(SCT, "/book-test-drive/"));
  const form = page.getByTestId("multi-step-form");
  await form.getByRole("button", { name: "Next" }).click();
  await fillContact(page, uniqueEmail("unexpected"));
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByLabel(/I agree to the Privacy Policy/).check();
  await form.getByRole("button", { name: "Book my test drive" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText("An unexpected error occured");
  await expect(page).toHaveURL(/\/book-test-drive/);
});

/** yyyy-MM-dd of a weekday at least two days ahead (local clock; the API checks real hours). */
function nextWeekdays(): string[] {
  const dates: string[] = [];
  for (let add = 2; dates.length < 5; add += 1) {
    const d = new Date(Date.now() + add * 86_400_000);
    if (d.getDay() >= 1 && d.getDay() <= 5) dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

/** Picks the first appointment slot the API offers on the next weekday that has one. */
async function pickSlot(form: Locator) {
  const time = form.getByLabel("Preferred time");
  for (const date of nextWeekdays()) {
    await form.getByLabel("Preferred date").fill(date);
    await expect(form.getByText(/times available|No times|could not load/)).toBeVisible();
    if (await time.isEnabled()) break;
  }
  await expect(time).toBeEnabled();
  await time.selectOption({ index: 1 });
}

test("service booking: location select, slots from the API, ' kms' suffix, then the lead is stored", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/service"));
  const form = page.getByTestId("service-form");
  await form.getByRole("button", { name: "Book my service" }).click();
  await expect(page.getByRole("alert").getByText("Please select a location.")).toBeVisible();
  await form.getByLabel("Location").selectOption("subaru-springwood-service");
  await pickSlot(form);
  const odometer = form.getByLabel("Odometer");
  await odometer.fill("45000");
  await expect(odometer).toHaveValue("45,000");
  await expect(form.getByText("kms", { exact: true })).toBeVisible();
  const email = uniqueEmail("service");
  await fillContact(page, email);
  await form.getByLabel("Logbook service").check();
  await form.getByLabel(/I agree to the Privacy Policy/).check();
  await screenshot(page, info, "forms-service-filled");
  await expectAccessible(page);
  await submitAndExpectLead(page, BMG, email, /Book my service/);
  await expect(page.getByTestId("lead-success")).toBeVisible();
});

test("parts enquiry: exact messages, then the lead is stored", async ({ page }) => {
  await page.goto(tenantUrl(BMG, "/vehicle-parts-and-accessories"));
  const form = page.getByTestId("parts-form");
  await form.getByRole("button", { name: "Submit" }).click();
  const alert = page.getByRole("alert");
  await expect(alert.getByText(FIX)).toBeVisible();
  await expect(alert.getByText("Please enter your comments.")).toBeVisible();
  await expect(alert.getByText(TERMS)).toBeVisible();
  const email = uniqueEmail("parts");
  await fillContact(page, email);
  await form.getByLabel("Vehicle Make").fill("Subaru");
  await form.getByLabel(/Comments/).fill("Roof racks for a 2024 Outback");
  const location = form.getByLabel("Location");
  if (await location.count()) await location.selectOption({ index: 1 });
  await form.getByLabel(/I agree to the Privacy Policy/).check();
  await submitAndExpectLead(page, BMG, email, /^Submit$/);
});

// The trade-in journey with its answers and delivered lead: e2e/trade-in.spec.ts.

test("trade-in: no online estimate over 100,000 km (the 7-year / 100,000 km rule)", async ({
  page,
}) => {
  await page.goto(tenantUrl(BMG, "/sell-my-car"));
  const journey = page.getByTestId("trade-in-journey");
  await journey.getByLabel("Registration (rego)").fill("230ZNW");
  await journey.getByRole("button", { name: "Find my car" }).click();
  await expect(journey.getByLabel("Odometer")).toHaveValue("105,192");
  await journey.getByRole("button", { name: "Get my valuation" }).click();
  await expect(page.getByTestId("no-estimate")).toHaveText(
    "Online estimates are generally not given for cars over 7 years old or over 100,000 km.",
  );
  await expect(page.getByRole("button", { name: "Send my details" })).toBeVisible();
});

test("a form can be completed and sent with the keyboard alone", async ({ page }) => {
  await page.goto(tenantUrl(SCT, "/careers"));
  const email = uniqueEmail("keyboard");
  await page.getByLabel("First Name").focus();
  for (const text of ["Sam", "Citizen", email, "0412 345 678", "Apprentice technician"]) {
    await page.keyboard.type(text);
    await page.keyboard.press("Tab");
  }
  await expect(page.getByLabel(/I agree to the Privacy Policy/)).toBeFocused();
  await page.keyboard.press("Space");
  // The terms box's two policy links, then the opt-in, then Submit.
  await page.keyboard.press("Tab");
  const termsBox = page.locator('label:has(input[name="terms_conditions"])');
  await expect(termsBox.getByRole("link", { name: "Privacy Policy", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Submit" })).toBeFocused();
  const response = leadResponse(page);
  await page.keyboard.press("Enter");
  const body = (await (await response).json()) as { lead_id?: string };
  await expectLeadLanded(SCT, body.lead_id ?? "", email);
  await expect(page.getByTestId("lead-success")).toBeVisible();
});
