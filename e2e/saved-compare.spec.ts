import { mkdirSync } from "node:fs";
import { expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";
import { expectAccessible, stockPath, TENANTS, tenantUrl } from "./helpers";

/**
 * Issue 14 §2 on a multi-brand and a single-condition tenant, at phone and desktop widths: the
 * Saved screen, compare's limit and shareable address, and vehicle page views counted once.
 */
const SITES = TENANTS.filter(
  (t) => t.slug === "brisbane-motor-group" || t.slug === "smithfield-car-outlet",
);
const SHOTS = "/tmp/search-shots";

/** The widths: 390×844 on the phone project, 1440×900 on the desktop one. */
async function sizeFor(page: Page, info: TestInfo): Promise<string> {
  const phone = info.project.name === "phone";
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  return phone ? "390x844" : "1440x900";
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const title = async (card: Locator) =>
  ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();

for (const tenant of SITES) {
  const available = (page: Page) =>
    page.locator('[data-testid="car-card"]:not([data-sold="true"])').filter({
      has: page.getByRole("button", { name: /to compare$/ }),
    });

  test(`${tenant.slug}: Saved lists favourites and recently viewed cars, each with Remove`, async ({
    page,
  }, info) => {
    const size = await sizeFor(page, info);
    await page.goto(tenantUrl(tenant.slug, stockPath(tenant)));
    const cards = available(page);
    const first = cards.nth(0);
    // One favourite control per card: the heart, not a second watchlist Save beside it.
    await expect(first.getByRole("button", { name: /(favourites|watchlist)$/ })).toHaveCount(1);
    await expect(first.getByTestId("watchlist-button")).toHaveCount(0);
    const favourite = await title(first);
    await first.getByRole("button", { name: /to favourites$/ }).click();
    const viewedHref = await cards
      .nth(1)
      .getByRole("link", { name: /^View Details/ })
      .getAttribute("href");
    await page.goto(tenantUrl(tenant.slug, viewedHref ?? "/"));
    const viewed = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();

    // The header links to Saved on every page.
    await page.getByTestId("header-saved").click();
    await expect(page).toHaveURL(tenantUrl(tenant.slug, "/saved"));
    await expect(page.getByRole("heading", { level: 1, name: "Saved" })).toBeVisible();
    const favourites = page.getByTestId("saved-favourites");
    const recent = page.getByTestId("saved-viewed");
    await expect(favourites.getByTestId("saved-car")).toHaveCount(1);
    await expect(favourites).toContainText(favourite);
    await expect(recent.getByTestId("saved-car").first()).toContainText(viewed);
    await expect(recent.getByRole("link").first()).toHaveAttribute("href", viewedHref ?? "");
    await shot(page, `saved-${tenant.slug}-${size}`);
    await expectAccessible(page);

    await favourites.getByRole("button", { name: `Remove ${favourite} from favourites` }).click();
    await expect(page.getByRole("heading", { name: "Favourites (0)" })).toBeVisible();
    await recent.getByRole("button", { name: `Remove ${viewed} from recently viewed` }).click();
    await expect(page.getByRole("heading", { name: "Recently viewed (0)" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Favourites (0)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recently viewed (0)" })).toBeVisible();
  });

  test(`${tenant.slug}: compare holds 4, says so at a fifth, and its address shows the cars on a fresh browser`, async ({
    page,
    browser,
  }, info) => {
    // Two browsers and three pages: longer than one page's default on two shared cores.
    test.setTimeout(180_000);
    const size = await sizeFor(page, info);
    await page.goto(tenantUrl(tenant.slug, stockPath(tenant)));
    const cards = available(page);
    const titles: string[] = [];
    for (let i = 0; i < 4; i++) {
      titles.push(await title(cards.nth(i)));
      await cards
        .nth(i)
        .getByRole("button", { name: /to compare$/ })
        .click();
    }
    const bar = page.getByTestId("compare-bar");
    await expect(bar).toHaveText("Compare (4)");
    await expect(page.getByTestId("compare-full")).toHaveCount(0);
    // A fifth is refused with a visible message; none of the four is dropped.
    const fifth = cards.nth(4);
    await fifth.getByRole("button", { name: /to compare$/ }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "You can compare up to 4 cars." }),
    ).toBeVisible();
    await expect(fifth.getByRole("button", { name: /to compare$/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(bar).toHaveText("Compare (4)");
    await shot(page, `compare-full-${tenant.slug}-${size}`);

    await bar.click();
    await expect(page).toHaveURL(/\/compare\?cars=[^,&]+(,[^,&]+){3}$/);
    const table = page.getByTestId("compare-table");
    await expect(table.getByTestId("compare-car")).toHaveCount(4);
    for (const t of titles) await expect(table).toContainText(t);
    // The wide table scrolls inside its region; the page itself never gets wider than the screen.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await shot(page, `compare-${tenant.slug}-${size}`);
    await expectAccessible(page);
    const shared = page.url();

    // A fresh browser (no local storage) opening the address shows the same four cars.
    const fresh = await browser.newContext({ viewport: page.viewportSize() });
    const other = await fresh.newPage();
    await other.goto(shared);
    const otherTable = other.getByTestId("compare-table");
    await expect(otherTable.getByTestId("compare-car")).toHaveCount(4);
    for (const t of titles) await expect(otherTable).toContainText(t);
    await expect(other.getByTestId("compare-count")).toHaveText("4 of 4 cars");
    // Removing one there updates its address, so the next share holds three.
    await otherTable.getByRole("button", { name: `Remove ${titles[0]} from compare` }).click();
    await expect(otherTable.getByTestId("compare-car")).toHaveCount(3);
    await expect(other).toHaveURL(/\/compare\?cars=[^,&]+(,[^,&]+){2}$/);
    await fresh.close();
  });

  test(`${tenant.slug}: a vehicle page view counts once per visitor and day; a reload counts no more`, async ({
    page,
  }) => {
    await page.goto(tenantUrl(tenant.slug, stockPath(tenant)));
    const href = await available(page)
      .nth(2)
      .getByRole("link", { name: /^View Details/ })
      .getAttribute("href");
    await page.goto(tenantUrl(tenant.slug, href ?? "/"));
    const count = page.getByTestId("view-count");
    await expect(count).toHaveText(/^\d+ (person|people) viewed this car$/);
    const before = Number.parseInt((await count.textContent()) ?? "", 10);
    expect(before).toBeGreaterThan(0);
    const shown = new RegExp(`^${before} (person|people) viewed this car$`);
    // Issue 30 §9: a view counts once per visitor, car and dealer day, so a reload adds none.
    await page.reload();
    await expect(count).toHaveText(shown);
    // A crawler's HEAD reads the count without adding to it.
    const slug = (href ?? "").replace(/^\/cars\//, "");
    const head = await page.evaluate(
      async (s) => (await fetch(`/api/cars/${s}/view.json`, { method: "HEAD" })).status,
      slug,
    );
    expect(head).toBe(200);
    await page.reload();
    await expect(count).toHaveText(shown);
  });
}
