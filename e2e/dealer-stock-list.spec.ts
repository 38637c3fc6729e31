import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { addStaff, signIn } from "./staff-sign-in";

/**
 * Issue 35 §1: the stock list a used-car manager works from: its columns, the filters and
 * page in the address (a reload keeps them), a bulk price change previewed then applied, cards
 * on a phone, and a sales member shown no price boxes or bulk actions (from core's abilities).
 */

const SITE = "brisbane-motor-group";

const wholeDollars = (text: string) => Number(text.replace(/[^0-9]/g, ""));

async function openStock(page: Page, role: "manager" | "sales", query = "") {
  const email = addStaff(SITE, role);
  await page.goto(tenantUrl(SITE, "/dealer"));
  await signIn(page, SITE, email);
  await page.goto(tenantUrl(SITE, `/dealer/stock${query}`));
  await expect(page.locator("tbody tr").first()).toBeVisible();
}

test("a manager filters and sorts in the address, previews a bulk price cut, applies it; the phone shows cards", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStock(page, "manager");
  for (const column of [
    "Photo",
    "Car",
    "Stock no.",
    "Km",
    "Price",
    "Days in stock",
    "Location",
    "Views",
    "Leads",
    "Status",
  ]) {
    await expect(page.getByRole("columnheader", { name: new RegExp(`^${column}`) })).toBeVisible();
  }

  // Filters go into the address, and a reload shows the same list.
  await page.getByLabel("Price ($) from", { exact: true }).fill("10000");
  await page.getByLabel(/^Sort by/).selectOption("km");
  await page.getByLabel(/^Order/).selectOption("desc");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/dealer\/stock\?priceMin=10000&sort=km&dir=desc$/);
  await page.reload();
  await expect(page.getByLabel("Price ($) from", { exact: true })).toHaveValue("10000");
  await expect(page.getByRole("columnheader", { name: /^Km ↓/ })).toBeVisible();
  const kms = await page.locator('td[data-label="Km"]').allInnerTexts();
  const numbers = kms.filter((k) => k !== "–").map(wholeDollars);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

  // Select two cars, preview "lower price by $500", apply exactly that.
  const rows = page.locator("tbody tr");
  const before = await Promise.all(
    [0, 1].map(async (i) => wholeDollars(await rows.nth(i).getByRole("textbox").inputValue())),
  );
  await rows.nth(0).getByRole("checkbox").check();
  await rows.nth(1).getByRole("checkbox").check();
  await expect(page.getByRole("heading", { name: "2 cars selected" })).toBeVisible();
  await page.getByLabel(/^Action/).selectOption("price-down-amount");
  await page.getByLabel(/^Dollars/).fill("500");
  await page.getByRole("button", { name: "Preview changes" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Preview: 2 changes" })).toBeVisible();
  const lines = await dialog.getByRole("listitem").allInnerTexts();
  expect(lines).toHaveLength(2);
  const shownAfter = lines.map((line) => wholeDollars(line.split("→")[1] ?? ""));
  expect(shownAfter).toEqual(before.map((p) => p - 500));
  await screenshot(page, info, "dealer-stock-bulk-preview-1440");
  await dialog.getByRole("button", { name: "Apply 2 changes" }).click();
  await expect(page.getByRole("status")).toContainText("Changed 2 cars.");
  // The list reloads after the change: the two price boxes then hold what the preview showed.
  await expect
    .poll(() =>
      Promise.all(
        [0, 1].map(async (i) => wholeDollars(await rows.nth(i).getByRole("textbox").inputValue())),
      ),
    )
    .toEqual(shownAfter);
  await screenshot(page, info, "dealer-stock-list-1440");
  await expectAccessible(page);

  // A phone: one card a car, nothing wider than the screen, the filters kept.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator("tbody tr").first()).toHaveCSS("display", "grid");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByLabel("Price ($) from", { exact: true })).toHaveValue("10000");
  // Cards of three short values a line: a page of 50 cars stays well under the 37,000 px of one
  // value a line.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(30_000);
  await rows.nth(0).getByRole("checkbox").check();
  await page.getByLabel(/^Action/).selectOption("hide");
  await page.getByRole("button", { name: "Preview changes" }).click();
  await expect(dialog.getByRole("heading", { name: "Preview: 1 change" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, info, "dealer-stock-bulk-preview-390");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await screenshot(page, info, "dealer-stock-list-390");
  await expectAccessible(page);
});

test("a sales member sees the list without price boxes, selection or bulk actions, and meets no 403", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const forbidden: string[] = [];
  page.on("response", (res) => {
    if (res.status() === 403) forbidden.push(res.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStock(page, "sales", "?sort=price");
  await page.waitForLoadState("networkidle");
  await expect(page.locator('td[data-label="Price"]').first()).toContainText("$");
  await expect(page.locator("tbody").getByRole("textbox")).toHaveCount(0);
  await expect(page.locator("tbody").getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Preview changes" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Upload a stock feed" })).toHaveCount(0);
  expect(forbidden).toEqual([]);
  await screenshot(page, info, "dealer-stock-sales-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator("tbody tr").first()).toHaveCSS("display", "grid");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, info, "dealer-stock-sales-390");
});
