import { expect, type Page } from "@playwright/test";
import { watchShopperCode } from "./sign-in-codes";
import { DATA_DIR } from "./staff-sign-in";

/** A fresh Australian mobile number, so each test signs in as a new shopper. */
export function randomMobile(): string {
  return `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

/**
 * Signs a shopper in on the sign-in page the browser is on (or on its way to), with the code
 * texted to the number (on the embedded defaults, the file SMS provider's text under <data>/sms/). The number is typed once: before React has hydrated the page
 * it is kept (e2e/early-input.spec.ts), and after an in-site link the loading state's form hands
 * it to the page's own (e2e/sign-in-link.spec.ts).
 */
export async function signInHere(page: Page, site: string, phone = randomMobile()): Promise<void> {
  const code = watchShopperCode(DATA_DIR, site, phone);
  // The sign-in form's own field: the page left behind may have a "Mobile Number" of its own.
  const form = page.getByTestId("sign-in-form");
  const send = form.getByRole("button", { name: "Send code" });
  // Typing before hydration is kept (early-input.spec), but a click before it is the browser's
  // own submit, which reloads the page without the number: wait until React owns the button.
  await expect
    .poll(() => send.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
    .toBe(true);
  await form.getByLabel("Mobile number", { exact: true }).fill(phone);
  await send.click();
  await expect.poll(code.read, { timeout: 15_000 }).toMatch(/^\d{6}$/);
  await form.getByLabel("6-digit code").fill(await code.read());
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}
