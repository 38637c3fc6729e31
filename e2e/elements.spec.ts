import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";

/**
 * §2 "Other elements" (sales counter, card-payment strip, reviews summary, promotions slider,
 * location cards with star ratings), dealer and location stock pages, /print with its PDF, and
 * each tenant's sitemap.xml and robots.txt.
 */

const BMG = "brisbane-motor-group";
const SCT = "sunshine-coast-toyota";
const SCO = "smithfield-car-outlet";
const BRV = "bayside-rv";

type Hit = { slug: string; dealership_slug: string; location_id: string };
type Results = { count: number; hits: Hit[] };

/** The API's search for a §2 search path, fetched from the tenant's own page. */
async function apiSearch(page: Page, path: string): Promise<Results> {
  return page.evaluate(async (p) => {
    const response = await fetch(`/api/search?path=${encodeURIComponent(p)}`);
    return (await response.json()) as Results;
  }, path);
}

const salesValue = (page: Page) => page.getByTestId("sales-value");

test("'Sales this Month' is core's value for Brisbane and is recomputed only every 150 s", async ({
  page,
}, info) => {
  // 15 March, 10:07:01 in Brisbane: 14 days × 192 + 80 sales (36,421 s / 450) = 2,768.
  await page.clock.install({ time: new Date("2026-03-15T10:07:00+10:00") });
  await page.clock.pauseAt(new Date("2026-03-15T10:07:01+10:00"));
  await page.goto(tenantUrl(BMG, "/"));
  await page.clock.runFor(2500);
  await expect(salesValue(page)).toHaveText("2,768");
  await expect(page.getByTestId("sales-counter")).toContainText("Sales this Month");
  // A minute later the 81st sale of the day is due, but the counter waits for its 150 s tick.
  await page.clock.runFor(60_000);
  await expect(salesValue(page)).toHaveText("2,768");
  await page.clock.runFor(90_000 + 2500);
  await expect(salesValue(page)).toHaveText("2,769");
  // axe waits on timers: let the clock run again.
  await page.clock.resume();
  await screenshot(page, info, "elements-home-bmg");
  await expectAccessible(page);
});

test("the counter animates over 2 s to the recomputed value (here the new month's 0)", async ({
  page,
}) => {
  // 31 March, 23:58:31: 30 × 192 + 191 = 5,951; at the tick (00:01:01, 1 April) it is 0.
  await page.clock.install({ time: new Date("2026-03-31T23:58:30+10:00") });
  await page.clock.pauseAt(new Date("2026-03-31T23:58:31+10:00"));
  await page.goto(tenantUrl(BMG, "/"));
  await page.clock.runFor(2500);
  await expect(salesValue(page)).toHaveText("5,951");
  await page.clock.runFor(150_000 - 2500);
  await page.clock.runFor(1000);
  const midway = Number((await salesValue(page).textContent())?.replace(/,/g, ""));
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(5951);
  await page.clock.runFor(1100);
  await expect(salesValue(page)).toHaveText("0");
});

test("the counter shows only on the sites that switch it on", async ({ page }) => {
  await page.goto(tenantUrl(SCT, "/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("sales-counter")).toHaveCount(0);
});

test("the card-payment strip: Mastercard, Visa, Maestro, Google Pay, Apple Pay", async ({
  page,
}) => {
  for (const tenant of [BMG, BRV]) {
    await page.goto(tenantUrl(tenant, "/about-us"));
    const marks = page.getByRole("list", { name: "Accepted payment methods" }).getByRole("img");
    await expect(marks).toHaveCount(5);
    for (const [i, name] of ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"].entries())
      await expect(marks.nth(i)).toHaveAccessibleName(name);
  }
});

test("reviews summary: a rating only above the minimum and when not hidden, reviews ≥ 4", async ({
  page,
}) => {
  await page.goto(tenantUrl(BMG, "/"));
  const summary = page.getByTestId("reviews-summary");
  // Eight reviews averaging 4.5 (> 4): shown to 1 decimal with the stars.
  await expect(summary.getByTestId("reviews-average")).toHaveText(/4\.5\s*from 8 reviews/);
  await expect(summary.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
  await expect(summary.getByText("Took a while to get finance sorted.")).toHaveCount(0);

  // Minimum 4.5 on this site, average 4.4: the reviews show without a rating.
  await page.goto(tenantUrl(SCT, "/"));
  await expect(page.getByTestId("reviews-summary")).toBeVisible();
  await expect(page.getByTestId("reviews-average")).toHaveCount(0);

  // 4.3 over a minimum of 4.
  await page.goto(tenantUrl(BRV, "/"));
  await expect(page.getByTestId("reviews-average")).toContainText("4.3");

  // Reviews hidden on this site.
  await page.goto(tenantUrl(SCO, "/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("reviews-summary")).toHaveCount(0);
});

test("promotions slider: 1920 by 540, the dealer's offers in turn", { tag: "@phone" }, async ({
  page,
  isMobile,
}) => {
  await page.goto(tenantUrl(BMG, "/"));
  const slider = page.getByTestId("promotions-slider");
  const title = slider.getByRole("heading", { level: 1 });
  await expect(title).toHaveText("Subaru Forester 2.5i — Drive Away");
  await slider.getByRole("button", { name: "Next promotion" }).click();
  await expect(title).toHaveText("Hyundai Tucson Elite — 5 Years Free Servicing");
  await slider
    .getByRole("button", { name: "Show promotion 3: Mercedes-Benz GLC 300 — 4.9% Finance" })
    .click();
  await expect(title).toHaveText("Mercedes-Benz GLC 300 — 4.9% Finance");
  await slider.getByRole("button", { name: "Next promotion" }).click();
  await expect(title).toHaveText("Subaru Forester 2.5i — Drive Away");
  await slider.getByRole("button", { name: "Previous promotion" }).click();
  await expect(title).toHaveText("Mercedes-Benz GLC 300 — 4.9% Finance");
  if (!isMobile) {
    const box = await slider.boundingBox();
    expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 540) / 1920, 0);
  }
});

/** The fill (0–100 %) of each of a star rating's five stars. */
const starFills = (page: Page, name: string) =>
  page
    .getByRole("img", { name })
    .first()
    .evaluate((el) =>
      [...el.children].map((star) => (star.lastElementChild as HTMLElement).style.width),
    );

test("location cards with a review star rating: 4 whole stars plus a partial above .30", async ({
  page,
}) => {
  await page.goto(tenantUrl(BMG, "/"));
  const subaru = page
    .getByTestId("location-summary")
    .filter({ hasText: "Brisbane Motor Group Subaru Springwood" });
  await expect(subaru.getByRole("img", { name: "Rated 4.7 out of 5" })).toBeVisible();
  await expect(subaru.getByRole("link", { name: /412 reviews/ })).toHaveAttribute(
    "href",
    "/locations/subaru-springwood#reviews",
  );
  expect(await starFills(page, "Rated 4.7 out of 5")).toEqual([
    "100%",
    "100%",
    "100%",
    "100%",
    "70%",
  ]);
  // 4.4: a partial star at 40 %; 4.2 (not above .30): four stars only.
  expect(await starFills(page, "Rated 4.4 out of 5")).toEqual([
    "100%",
    "100%",
    "100%",
    "100%",
    "40%",
  ]);
  expect(await starFills(page, "Rated 4.2 out of 5")).toEqual([
    "100%",
    "100%",
    "100%",
    "100%",
    "0%",
  ]);
});

test("/search/{dealership_slug} and /search/{location slug} list only that dealer's or location's stock", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/search/bmg-hyundai"));
  const cards = page.getByTestId("car-card");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain("Hyundai Capalaba");
  await screenshot(page, info, "elements-dealer-stock");
  await expectAccessible(page);

  const all = await apiSearch(page, "/search/new-used-and-demo-cars");
  const dealer = await apiSearch(page, "/search/bmg-hyundai");
  expect(dealer.count).toBeGreaterThan(0);
  expect(dealer.count).toBeLessThan(all.count);
  expect(new Set(dealer.hits.map((h) => h.dealership_slug))).toEqual(new Set(["bmg-hyundai"]));

  // One location of that dealership: only its own cars.
  const location = await apiSearch(page, "/search/hyundai-capalaba");
  expect(location.count).toBeGreaterThan(0);
  expect(location.count).toBeLessThan(dealer.count);
  expect(new Set(location.hits.map((h) => h.location_id))).toEqual(
    new Set(["bmg-hyundai-capalaba"]),
  );
  await page.goto(tenantUrl(BMG, "/search/motorcycles-woolloongabba"));
  for (const text of await page.getByTestId("car-card").allTextContents())
    expect(text).toContain("BMG Motorcycles Woolloongabba");
});

test("/print?car_id={slug}: the printable page and its PDF (preparing, then {slug}.pdf)", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(BMG, "/"));
  const car = (await apiSearch(page, "/search/used-cars")).hits[0];
  expect(car).toBeTruthy();
  const slug = car?.slug ?? "";
  await page.goto(tenantUrl(BMG, `/print?car_id=${encodeURIComponent(slug)}`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "All Specifications" })).toBeVisible();
  await screenshot(page, info, "elements-print");
  await expectAccessible(page);

  // Hold the PDF back a moment so the preparing state is seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/cars/*/pdf", async (route) => {
    await held;
    await route.continue();
  });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const preparing = page.getByRole("button", { name: "Preparing PDF…" });
  await expect(preparing).toBeDisabled();
  release();
  expect((await download).suggestedFilename()).toBe(`${slug}.pdf`);
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();
});

/** The <loc> addresses of one sitemap document (a tenant's index or one of its files). */
async function sitemapLocs(page: Page, tenant: string, path: string): Promise<string[]> {
  const response = await page.goto(tenantUrl(tenant, path));
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("application/xml");
  const xml = (await response?.text()) ?? "";
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
}

/** Every address a tenant's sitemap index leads to (its files' <loc>s). */
async function sitemap(page: Page, tenant: string): Promise<string[]> {
  const files = await sitemapLocs(page, tenant, "/sitemap.xml");
  expect(files.map((f) => new URL(f).pathname)).toEqual([
    "/sitemaps/pages.xml",
    "/sitemaps/vehicles.xml",
  ]);
  const locs: string[] = [];
  for (const file of files) locs.push(...(await sitemapLocs(page, tenant, new URL(file).pathname)));
  return locs;
}

test("sitemap.xml lists only that tenant's listed cars; robots.txt points at it", async ({
  page,
}) => {
  const bmg = await sitemap(page, BMG);
  const sct = await sitemap(page, SCT);
  expect(bmg.every((loc) => loc.startsWith("https://brisbane-motor-group.example/"))).toBe(true);
  expect(sct.every((loc) => loc.startsWith("https://sunshine-coast-toyota.example/"))).toBe(true);
  const cars = (locs: string[]) =>
    new Set(locs.filter((l) => l.includes("/cars/")).map((l) => l.replace(/^.*\/cars\//, "")));
  const bmgCars = cars(bmg);
  const sctCars = cars(sct);
  expect([...bmgCars].filter((slug) => sctCars.has(slug))).toEqual([]);

  // Exactly the cars the tenant lists (§4 sold visibility), no more.
  await page.goto(tenantUrl(BMG, "/"));
  const listed = await apiSearch(page, "/search/new-used-and-demo-cars");
  expect(bmgCars.size).toBe(listed.count);
  for (const hit of listed.hits) expect(bmgCars.has(encodeURIComponent(hit.slug))).toBe(true);

  const robots = await page.goto(tenantUrl(BMG, "/robots.txt"));
  const text = (await robots?.text()) ?? "";
  expect(text).toContain("Sitemap: https://brisbane-motor-group.example/sitemap.xml");
  expect(text).toContain("Disallow: /print");
  const sctRobots = await page.goto(tenantUrl(SCT, "/robots.txt"));
  expect(await sctRobots?.text()).toContain(
    "Sitemap: https://sunshine-coast-toyota.example/sitemap.xml",
  );
});

const NOT_FOUND: Array<[string, string]> = [
  [BMG, "/print?car_id=no-such-car"],
  [BMG, "/print"],
  // This site turns the printable page off.
  [BRV, "/print?car_id=any"],
  // §2: the bare search results path is not shown.
  [BMG, "/search"],
  [SCO, "/brands"],
  [BRV, "/models"],
];

for (const [tenant, path] of NOT_FOUND) {
  test(`${path} is a 404 page on ${tenant}`, async ({ page }) => {
    const response = await page.goto(tenantUrl(tenant, path));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
}
