import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { fillContact, uniqueEmail } from "./outbox";
import { watchShopperCode } from "./sign-in-codes";

/**
 * What a shopper types into a server-rendered form before React has hydrated it is kept
 * (web/components/forms/keep-early-input.ts, run by the shared submit mechanism): the page's
 * scripts are held back while the shopper types, then let through.
 */

const BMG = "brisbane-motor-group";
const ROOT = path.resolve(import.meta.dirname, "..");
const DATA_DIR = process.env.FORECOURT_DATA_DIR
  ? path.resolve(ROOT, "web", process.env.FORECOURT_DATA_DIR)
  : path.join(ROOT, "data");

/** Opens `url` with its scripts held back; the returned function lets them through. */
async function openUnhydrated(page: Page, url: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  // The page's deferred scripts hold DOMContentLoaded back too: the HTML is what has arrived.
  await page.goto(url, { waitUntil: "commit" });
  return async () => {
    release();
    await page.waitForLoadState("load");
  };
}

/** True once React has hydrated the element (it carries React's own properties). */
async function expectHydrated(page: Page, selector: string) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))),
    )
    .toBe(true);
}

test("a mobile number typed before the sign-in page hydrates is kept and gets the code", async ({
  page,
}) => {
  const phone = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const code = watchShopperCode(DATA_DIR, BMG, phone);
  const hydrate = await openUnhydrated(page, tenantUrl(BMG, "/sign-in?redirect=%2Fmy-garage"));
  const field = page.getByLabel("Mobile number");
  await expect(field).toBeVisible();
  await field.fill(phone);
  expect(await field.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react")))).toBe(
    false,
  );
  await hydrate();
  await expectHydrated(page, '[data-testid="sign-in-form"] input[name="phone"]');
  await expect(field).toHaveValue(phone);

  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByTestId("sign-in-status")).toContainText("We sent a 6-digit code to");
  await expect.poll(code.read, { timeout: 15_000 }).toMatch(/^\d{6}$/);
  await expect(field).toHaveValue(phone);
});

test("a lead form filled in before the page hydrates sends what was typed", async ({ page }) => {
  const email = uniqueEmail("early");
  const hydrate = await openUnhydrated(page, tenantUrl(BMG, "/fleet"));
  await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
  await fillContact(page, email);
  await page.getByLabel("Comments").fill("Twelve utes for the fleet");
  await page.getByLabel("Location").selectOption({ label: "BMG Trucks Eagle Farm Sales" });
  await page.getByLabel(/I agree to the Privacy Policy/).check();
  await hydrate();
  await expectHydrated(page, 'input[type="email"]');
  await expect(page.getByLabel("Email Address")).toHaveValue(email);

  const sent = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST");
  await page.getByRole("button", { name: "Submit" }).click();
  const { fields: body } = (await sent).postDataJSON() as { fields: Record<string, unknown> };
  expect(body).toMatchObject({
    name: "Sam",
    last_name: "Citizen",
    email,
    message: "Twelve utes for the fleet",
    phone: "0412 345 678",
    location: "trucks-eagle-farm",
    terms_conditions: true,
  });
  await expect(page.getByTestId("lead-success")).toBeVisible();
});
