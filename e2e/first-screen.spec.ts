import { expect, type Locator, type Page, test } from "@playwright/test";
import { screenshot, stockPath, TENANTS, tenantUrl } from "./helpers";
import { viewportScreenshot } from "./viewport-shot";

/**
 * Issue 15 §1: the vehicle page's first screen. On a 390×844 phone the first photo, the title,
 * the price with its label and the primary call to action are all on screen before any scroll,
 * above the sticky bar that keeps Call and Enquire at hand; the header has a call button.
 * Desktops keep the gallery with the sidebar beside it.
 */

const PHONE = { width: 390, height: 844 };

/** Opens the first car of a tenant's stock that is not sold. */
async function openFirstCar(page: Page, slug: string, path: string): Promise<void> {
  await page.goto(tenantUrl(slug, path));
  const card = page.locator('[data-testid="car-card"]:not([data-sold="true"])').first();
  const href = await card.getByRole("link", { name: /^View Details/ }).getAttribute("href");
  expect(href).toMatch(/^\/cars\//);
  await page.goto(tenantUrl(slug, href ?? "/"));
}

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator}`);
  return b;
}

/** The whole box lies within the first `bottom` pixels of the page, side to side on screen. */
async function expectOnFirstScreen(locator: Locator, bottom: number, width: number) {
  const b = await box(locator);
  expect(b.y, `${locator} top`).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height, `${locator} bottom`).toBeLessThanOrEqual(bottom);
  expect(b.x, `${locator} left`).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, `${locator} right`).toBeLessThanOrEqual(width);
}

for (const tenant of TENANTS) {
  test(`first screen of the vehicle page on the ${tenant.type} tenant`, async ({
    page,
    isMobile,
  }, info) => {
    if (isMobile) await page.setViewportSize(PHONE);
    await openFirstCar(page, tenant.slug, stockPath(tenant));
    const viewport = page.viewportSize() ?? PHONE;
    const sidebar = page.getByRole("complementary", { name: "Price and actions" });
    const title = sidebar.getByRole("heading", { level: 1 });
    const price = page.getByTestId("vehicle-price");
    const cta = page.getByTestId("primary-cta");
    const photo = page.getByTestId("gallery").getByRole("img", { name: /photo 1 of/ });
    await expect(price).toHaveText(/\$[\d,]+|PREORDER|Enquire|POA/i);

    if (isMobile) {
      // Nothing may hide under the sticky bar: the first screen ends where the bar begins.
      const bar = page.getByTestId("mobile-bar");
      const barTop = (await box(bar)).y;
      expect(barTop).toBeLessThanOrEqual(viewport.height);
      for (const part of [photo, title, price, cta]) {
        await expectOnFirstScreen(part, barTop, viewport.width);
      }
      // The price's label sits with it, on the first screen too.
      const label = page.getByTestId("vehicle-price-type");
      if ((await label.count()) > 0) await expectOnFirstScreen(label, barTop, viewport.width);
      await expect(
        bar.getByRole("link", { name: /Enquire Now|Find Me Something Similar/ }),
      ).toBeVisible();
      await expect(
        bar.getByRole("link", { name: /^Call/ }).or(bar.getByRole("button", { name: /^Call/ })),
      ).toBeVisible();
      // Each of the bar's buttons keeps its label on one line ('Call Now - 07 555* ****' wrapped).
      const lines = await bar.locator("a, button").evaluateAll((buttons) =>
        buttons.map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          const tops = [...range.getClientRects()].map((r) => Math.round(r.top));
          return `${button.textContent}: ${new Set(tops).size}`;
        }),
      );
      for (const line of lines) expect(line).toMatch(/: 1$/);
      const headerCall = page.getByTestId("header-call");
      await expect(headerCall).toBeVisible();
      await expect(headerCall).toHaveAttribute("href", /^tel:/);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await viewportScreenshot(page, info, `first-screen-${tenant.slug}`);
    } else {
      for (const part of [title, price, cta]) {
        await expectOnFirstScreen(part, viewport.height, viewport.width);
      }
      // Gallery and sidebar side by side: the sidebar starts right of the photos.
      const gallery = await box(page.getByTestId("gallery"));
      const aside = await box(sidebar);
      expect(aside.x).toBeGreaterThanOrEqual(gallery.x + gallery.width);
      expect(aside.y).toBeLessThan(gallery.y + gallery.height);
      await expect(page.getByTestId("header-call")).toBeHidden();
      await screenshot(page, info, `first-screen-${tenant.slug}`);
    }
  });
}
