import { expect, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { fillContact, uniqueEmail } from "./outbox";
import { findCar, inStock } from "./stock-finder";

/**
 * The one submit mechanism the forms share (web/components/forms/use-form-submission.ts,
 * issue 15 §3): errors beside each field with the summary once, focus on the first invalid
 * field, and one idempotency key for every retry of the same attempt.
 */

const BMG = "brisbane-motor-group";
const SCT = "sunshine-coast-toyota";
const SCO = "smithfield-car-outlet";
const FIX = "Please fix the following errors:";

test("errors sit beside their fields, the summary shows once, and focus moves to the first invalid field", async ({
  page,
}) => {
  await page.goto(tenantUrl(BMG, "/fleet"));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(FIX)).toHaveCount(1);
  const name = page.getByLabel("First Name");
  await expect(name).toBeFocused();
  const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Please enter your name.");

  await name.fill("Sam");
  await page.getByLabel("Email Address").fill("not-an-email");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByLabel("Email Address")).toBeFocused();
  await expect(page.getByText(FIX)).toHaveCount(1);
});

test("a retry after a failed send reuses the attempt's idempotency key", async ({ page }) => {
  const keys: string[] = [];
  let first = true;
  await page.route("**/api/leads", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (first) {
      first = false;
      return route.abort();
    }
    return route.continue();
  });
  await page.goto(tenantUrl(SCT, "/careers"));
  await fillContact(page, uniqueEmail("retry"));
  await page.getByLabel(/Comments/).fill("Apprentice technician");
  await page.getByLabel(/I agree to the Privacy Policy/).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("form-banner")).toHaveText(
    "An error occurred when submitting this form",
  );
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("lead-success")).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});

test("the trade-in questions move focus to the first unanswered one", async ({ page }) => {
  await page.goto(tenantUrl(SCT, "/trade-in"));
  const journey = page.getByTestId("trade-in-journey");
  await journey.getByLabel("Registration (rego)").fill("656FFC");
  await journey.getByRole("button", { name: "Find my car" }).click();
  await expect(journey.getByLabel("Make")).toHaveValue("Isuzu");
  await journey.getByRole("button", { name: "Get my valuation" }).click();
  await journey.getByRole("radio", { name: "Good" }).check();
  await page.getByRole("button", { name: "See my offer" }).click();
  await expect(
    journey.getByRole("group", { name: /accident damage/ }).getByRole("radio", { name: "No" }),
  ).toBeFocused();
  await expect(page.getByText(FIX)).toHaveCount(1);
});

test("the delivery calculator shows its postcode error beside the field and focuses it", async ({
  page,
  request,
}) => {
  const car = await findCar(request, SCO, inStock, "/search/used-cars");
  await page.goto(tenantUrl(SCO, `/cars/${car.slug}`));
  // It loads as it nears the viewport.
  await page.getByRole("heading", { name: "Delivery calculator" }).scrollIntoViewIfNeeded();
  const calculator = page.getByTestId("delivery-calculator");
  await calculator.getByRole("button", { name: "Calculate delivery" }).click();
  const postcode = calculator.getByLabel("Your postcode");
  await expect(postcode).toBeFocused();
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await postcode.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Please enter a postcode.");
  await postcode.fill("4000");
  await expect(postcode).not.toHaveAttribute("aria-invalid", "true");
  await calculator.getByRole("button", { name: "Calculate delivery" }).click();
  await expect(calculator).toContainText(/Delivery to .+: \$[\d,]+/);
});
