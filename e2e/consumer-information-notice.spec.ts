import { consumerInformationNotice } from "@forecourt/core";
import { demoStock, harbourCityMotors } from "@forecourt/fixtures";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";

/**
 * Issue 36 §1: New Zealand's Consumer Information Notice on the vehicle page and its print view.
 * The store is seeded with demoStock relative to today (e2e/run.ts), so the same cars are found here.
 */
const NZ = harbourCityMotors.slug;
const now = new Date();
const noticed = demoStock(now)
  .filter((row) => row.site === NZ)
  .map(({ car }) => ({ car, notice: consumerInformationNotice(harbourCityMotors, car, now) }))
  .filter(({ car, notice }) => notice.required && car.show_on_dealer_website !== false);
const complete = noticed.find(
  ({ car, notice }) => notice.required && notice.missing.length === 0 && car.car_type === "used",
)?.car;
const incomplete = noticed.find(({ notice }) => notice.required && notice.missing.length > 0)?.car;

/** The Schedule's headings, in its order, as the notice must show them. */
const HEADINGS = [
  "Motor vehicle trader's name, address, and contact information",
  "Motor vehicle trader registration number",
  "Cash price",
  "Security interest",
  "Make and model",
  "Vehicle year",
  "Odometer reading",
];

async function noticeHeadings(page: Page): Promise<string[]> {
  return page.getByTestId("consumer-information-notice").locator("dt").allTextContents();
}

test("a NZ used car's page carries a complete notice in the Schedule's order, linked from its key facts @phone", async ({
  page,
}, info) => {
  if (!complete) throw new Error("no complete NZ used car in the demo stock");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl(NZ, `/cars/${complete.slug}`));
  const keyInfo = page.getByRole("region", { name: "Key information" });
  await keyInfo.getByRole("link", { name: "Consumer Information Notice" }).click();
  const notice = page.getByTestId("consumer-information-notice");
  await expect(notice).toBeInViewport();
  await expect(notice.getByRole("heading", { level: 2 })).toHaveText("Consumer Information Notice");
  const headings = await noticeHeadings(page);
  expect(headings.slice(0, HEADINGS.length)).toEqual(HEADINGS);
  await expect(
    notice
      .locator("div", { has: page.getByText("Motor vehicle trader registration number") })
      .last(),
  ).toContainText("M123456");
  await expect(notice).not.toContainText("Not yet stated by the trader");
  await expectAccessible(page);
  await screenshot(page, info, "cin-vehicle-page-390");
  await page.setViewportSize({ width: 1440, height: 900 });
  await notice.scrollIntoViewIfNeeded();
  await screenshot(page, info, "cin-vehicle-page-1440");
});

test("an incomplete notice says what is missing on the page and warns the dealer in the console", async ({
  page,
}) => {
  if (!incomplete) throw new Error("no incomplete NZ notice in the demo stock");
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto(tenantUrl(NZ, `/cars/${incomplete.slug}`));
  const notice = page.getByTestId("consumer-information-notice");
  await expect(notice).toContainText("Not yet stated by the trader");
  await expect(notice.getByRole("note")).toContainText("This notice is incomplete");
  await expect
    .poll(() => warnings.join("\n"))
    .toContain("Consumer Information Notice incomplete: Security interest, Odometer reading");
});

test("the print view prints the notice on one A4 page of its own", async ({ page }, info) => {
  if (!complete) throw new Error("no complete NZ used car in the demo stock");
  await page.goto(tenantUrl(NZ, `/print?car_id=${complete.slug}`));
  const notice = page.getByTestId("consumer-information-notice");
  expect((await noticeHeadings(page)).slice(0, HEADINGS.length)).toEqual(HEADINGS);
  await page.emulateMedia({ media: "print" });
  // A4 at 96 px per inch: 794 × 1123 px, less Chromium's default print margins (about 0.4 in).
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(notice).toHaveCSS("break-before", "page");
  const box = await notice.boundingBox();
  expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(1123 - 2 * 38);
  await screenshot(page, info, "cin-print");
  // The notice adds exactly one A4 sheet to what the print view prints without it.
  const sheets = async () =>
    (await PDFDocument.load(await page.pdf({ format: "A4" }))).getPageCount();
  const withNotice = await sheets();
  await notice.evaluate((element) => {
    (element as HTMLElement).style.display = "none";
  });
  expect(withNotice - (await sheets())).toBe(1);
});
