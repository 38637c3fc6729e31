import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { addStaff, signIn } from "./staff-sign-in";

/**
 * Issue 17 "Done when": staff added by the CLI sign in at /dealer with the e-mail code the
 * file mail provider wrote as an .eml to <data>/mail/<site>/, change a car's price in the
 * console, and the shopper site's vehicle page shows it.
 */

const SITE = "brisbane-motor-group";
// The console journeys run once, on the desktop project (this spec is not in PHONE_SPECS).

test("a manager added by the CLI signs in, changes a price, and the shopper site shows it", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const email = addStaff(SITE, "manager");

  await page.goto(tenantUrl(SITE, "/dealer"));
  await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await screenshot(page, info, "dealer-sign-in");
  await expectAccessible(page);

  await signIn(page, SITE, email);
  await page
    .getByRole("navigation", { name: "Dealer console" })
    .getByRole("link", { name: "Stock" })
    .click();
  await expect(page).toHaveURL(/\/dealer\/stock$/);
  await expect(page.getByRole("heading", { name: "Stock", exact: true })).toBeVisible();
  const firstRow = page.locator("tbody tr").first();
  await expect(firstRow).toBeVisible();
  await screenshot(page, info, "dealer-stock");
  await expectAccessible(page);

  const link = firstRow.getByRole("link");
  const href = (await link.getAttribute("href")) ?? "";
  const priceField = firstRow.getByRole("textbox");
  await priceField.fill("12345");
  await firstRow.getByRole("button", { name: "Save price" }).click();
  await expect(page.getByRole("status")).toContainText("Saved");

  // The console synced this process's index before answering; the vehicle page is refreshed.
  await expect
    .poll(
      async () => {
        await page.goto(tenantUrl(SITE, href));
        return page.locator("main").innerText();
      },
      { timeout: 10_000 },
    )
    .toContain("$12,345");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl(SITE, "/dealer/stock"));
  // On a phone each car is a card: the rows stack, nothing scrolls sideways.
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expect(page.locator("tbody tr").first()).toHaveCSS("display", "grid");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, info, "dealer-stock-390");
  await expectAccessible(page);
});

test("a shopper's enquiry reaches the inbox; sales staff open it, see the ADF and mark it contacted", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const site = "sunshine-coast-toyota";
  const email = addStaff(site, "sales");
  const shopper = `e2e-console-${Date.now()}@example.com`;

  // The shopper sends an enquiry from a vehicle page.
  await page.goto(tenantUrl(site, "/search/new-cars"));
  const card = page.locator('[data-testid="car-card"]:not([data-sold="true"])').first();
  const carHref =
    (await card.getByRole("link", { name: /^View Details/ }).getAttribute("href")) ?? "";
  await page.goto(tenantUrl(site, carHref));
  await page.locator("#enquire").scrollIntoViewIfNeeded();
  const form = page.getByTestId("enquiry-form");
  await form.getByLabel("First name").fill("Casey");
  await form.getByLabel("Last name").fill("Inbox");
  await form.getByLabel("Email").fill(shopper);
  await form.getByLabel("Phone").fill("0412 345 678");
  await form.getByLabel(/^Comments/).fill("Is this car still available?");
  await form.getByRole("checkbox", { name: /I agree to the Privacy Policy/ }).check();
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByTestId("lead-success")).toBeVisible();

  // Staff see it in the inbox, newest first, and can narrow to its kind and status.
  await page.goto(tenantUrl(site, "/dealer"));
  await signIn(page, site, email);
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeVisible();
  await page.getByLabel("Kind").selectOption("vehicle-enquiry");
  await page.getByLabel("Status").selectOption("new");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page).toHaveURL(/kind=vehicle-enquiry&status=new/);
  const row = page.locator("tbody tr").first();
  await expect(row).toContainText(shopper);
  await expect(row).toContainText("Vehicle enquiry");
  // The count reads as English: "(1 lead)", never "(1 leads)".
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText(
    /\((1 lead|([02-9]|\d{2,}) leads)\)/,
  );
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/api/dealer/leads.csv?kind=vehicle-enquiry&status=new",
  );
  const csv = await page.evaluate(async () => (await fetch("/api/dealer/leads.csv")).text());
  expect(csv.split("\n")[0]).toMatch(/^id,received,kind,status,name,email/);
  expect(csv).toContain(shopper);
  await screenshot(page, info, "dealer-leads");
  await expectAccessible(page);

  // The lead's page: what the shopper sent, the car, the ADF, delivery, and the status.
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/dealer\/leads\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Vehicle enquiry from Casey Inbox",
  );
  await expect(page.getByText(shopper).first()).toBeVisible();
  // Times as the lead's e-mail writes them (its location's zone, named), and what the shopper
  // sent under the e-mail's labels, not the stored field names.
  await expect(
    page.getByText(/^Received \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Australia\/Brisbane\)/),
  ).toBeVisible();
  const sent = page.getByRole("region", { name: "What the shopper sent" });
  await expect(sent.locator("dt")).toContainText(["Name", "Email", "Phone"]);
  await expect(sent).toContainText("Marketing opt-in");
  await expect(sent).not.toContainText(/Terms conditions|Opt in|Extra|Car id/);
  const adf = page.getByRole("region", { name: "ADF document, scrollable" });
  await expect(adf).toContainText('<?adf version="1.0"?>');
  await expect(adf).toContainText(shopper);
  await expect(page.getByRole("region", { name: "The car" }).getByRole("link")).toHaveAttribute(
    "href",
    carHref,
  );
  await expect(page.getByRole("region", { name: "Delivery to the dealership" })).toContainText(
    /Sending|Delivered/,
  );
  await expect(page.getByText("No changes yet")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Move to").selectOption("contacted");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked Contacted.");
  const history = page.getByRole("list", { name: "Status history" });
  await expect(history).toContainText(`New → Contacted by ${email} on`);
  const at = await history.locator("time").getAttribute("datetime");
  expect(Date.now() - Date.parse(at ?? "")).toBeLessThan(120_000);
  await screenshot(page, info, "dealer-lead");

  // Back in the inbox, the lead is no longer new.
  await page.goto(tenantUrl(site, `/dealer/leads?status=contacted`));
  await expect(page.locator("tbody tr").first()).toContainText(shopper);
});

test("settings: an invalid value shows its field error and saves nothing; a valid hours change shows on the location page", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const site = "smithfield-car-outlet";
  const email = addStaff(site, "owner");
  await page.goto(tenantUrl(site, "/dealer"));
  await signIn(page, site, email);
  await page
    .getByRole("navigation", { name: "Dealer console" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  // Each location's hours in a section of its own: the first open, the others closed until
  // chosen (every location at once ran to 14,000 px on a phone).
  const hours = page.getByRole("region", { name: "Opening hours" }).locator("details");
  await expect(hours.first()).toHaveAttribute("open", "");
  await expect(hours.nth(1)).not.toHaveAttribute("open", "");
  await hours.nth(1).locator("summary").click();
  await expect(hours.nth(1)).toHaveAttribute("open", "");
  await expectAccessible(page);

  // An invalid phone: the error sits by the field, which takes focus; no request is made.
  const patches: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().endsWith("/api/dealer/settings")) patches.push(r.url());
  });
  const used = page.getByLabel("Used cars");
  const before = await used.inputValue();
  await used.fill("call us");
  await page.getByRole("button", { name: "Save phone numbers" }).click();
  await expect(used).toBeFocused();
  await expect(used).toHaveAccessibleDescription(
    "Phone must be a phone number (digits, spaces, +, ( ) and - only).",
  );
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Please fix the field marked below.",
  );
  expect(patches).toEqual([]);
  await page.reload();
  await expect(page.getByLabel("Used cars")).toHaveValue(before);

  // A valid hours change (Tuesday and Thursday close later) shows on the shopper location page.
  const location = "Smithfield Car Outlet Smithfield";
  const closes = (day: string) => page.getByLabel(`${location} ${day} (used) closes`);
  const original = await closes("Tuesday").inputValue();
  const setCloses = async (time: string) => {
    await closes("Tuesday").fill(time);
    await closes("Thursday").fill(time);
    await page.getByRole("button", { name: "Save opening hours" }).click();
    // The settings page has two live regions (the form's and the Domains section's).
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  };
  await setCloses("18:45");
  try {
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await screenshot(page, info, "dealer-settings");
    await expect
      .poll(
        async () => {
          await page.goto(tenantUrl(site, "/locations/smithfield"));
          return page.getByTestId("hours-row").allInnerTexts();
        },
        { timeout: 10_000 },
      )
      .toContainEqual(expect.stringContaining("8:30 am - 6:45 pm"));
  } finally {
    // Later specs read the demo site's hours: put them back.
    await page.goto(tenantUrl(site, "/dealer/settings"));
    await setCloses(original);
  }
});
