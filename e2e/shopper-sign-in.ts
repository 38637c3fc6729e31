import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { DATA_DIR } from "./staff-sign-in";

/** A fresh Australian mobile number, so each test signs in as a new shopper. */
export function randomMobile(): string {
  return `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

/**
 * Signs a shopper in on the sign-in page the browser is on, with the code the local sender
 * wrote to its file. A number typed before React has hydrated the page is kept
 * (e2e/early-input.spec.ts), so it is typed once. `afterLink`: the page was reached by a
 * client-side link, and Next then mounts the page's <main> a second time (a known, unsolved
 * fault: the first form's text is dropped), so the number is typed again until the code step
 * opens.
 */
export async function signInHere(
  page: Page,
  site: string,
  phone = randomMobile(),
  afterLink = false,
): Promise<void> {
  const file = path.join(DATA_DIR, "sign-in-codes", site, `${phone}.txt`);
  rmSync(file, { force: true });
  const codeField = page.getByLabel("6-digit code");
  const send = page.getByRole("button", { name: /^(Send code|Resend code)$/ });
  if (afterLink) {
    await expect(async () => {
      if (await codeField.isVisible()) return;
      await page.getByLabel("Mobile number").fill(phone);
      await send.click();
      await expect(codeField).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  } else {
    await page.getByLabel("Mobile number").fill(phone);
    await send.click();
  }
  const read = () => (existsSync(file) ? readFileSync(file, "utf8").trim() : "");
  await expect.poll(read, { timeout: 15_000 }).toMatch(/^\d{6}$/);
  await codeField.fill(read());
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}
