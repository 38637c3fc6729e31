import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";

/**
 * Issue 17 "Done when": staff added by the CLI sign in at /dealer with the e-mail code the
 * embedded sender wrote to <data>/sign-in-codes/<site>/<email>.txt, change a car's price in the
 * console, and the shopper site's vehicle page shows it.
 */

const SITE = "brisbane-motor-group";
const ROOT = path.resolve(import.meta.dirname, "..");
const DATA_DIR = process.env.FORECOURT_DATA_DIR
  ? path.resolve(ROOT, "web", process.env.FORECOURT_DATA_DIR)
  : path.join(ROOT, "data");

// The console journey runs once, on the desktop project (this spec is not in PHONE_SPECS).

test("a manager added by the CLI signs in, changes a price, and the shopper site shows it", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const email = `manager-${Date.now()}@bmg.example`;
  execFileSync(
    "npx",
    ["forecourt", "staff", "add", "--site", SITE, "--email", email, "--role", "manager"],
    {
      cwd: ROOT,
      env: { ...process.env, FORECOURT_DATA_DIR: DATA_DIR },
      stdio: "pipe",
    },
  );

  await page.goto(tenantUrl(SITE, "/dealer"));
  await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await screenshot(page, info, "dealer-sign-in");
  await expectAccessible(page);

  const codeFile = path.join(DATA_DIR, "sign-in-codes", SITE, `${email}.txt`);
  rmSync(codeFile, { force: true });
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  const read = () => (existsSync(codeFile) ? readFileSync(codeFile, "utf8").trim() : "");
  await expect.poll(read, { timeout: 15_000 }).toMatch(/^\d{6}$/);
  await page.getByLabel("Code").fill(read());
  await page.getByRole("button", { name: "Sign in" }).click();

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
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await screenshot(page, info, "dealer-stock-390");
});
