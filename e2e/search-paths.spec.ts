import { expect, type Page, test } from "@playwright/test";
import { tenantUrl } from "./helpers";

/**
 * issue 14 §1: every §2 path form shows exactly the cars the equivalent refinementList query
 * shows through the API's own search; a segment naming nothing on the site is a 404 page in
 * the site's chrome with a search box. Multi-brand and used-only tenants, phone and desktop.
 */

const BMG = "brisbane-motor-group";
const SCO = "smithfield-car-outlet";
const ALL = "/search/new-used-and-demo-cars";

type ApiResult = {
  count: number;
  facets: Record<string, Array<{ value: string; count: number }>>;
};

/** The API's own search, asked from the tenant's page (the browser resolves {slug}.localhost). */
async function apiStatus(page: Page, slug: string, path: string) {
  if (!page.url().startsWith(tenantUrl(slug))) await page.goto(tenantUrl(slug, "/"));
  return page.evaluate(async (p) => {
    const response = await fetch(`/api/search?path=${encodeURIComponent(p)}`);
    return { status: response.status, body: (await response.json()) as unknown };
  }, path);
}

async function apiSearch(page: Page, slug: string, path: string): Promise<ApiResult> {
  const { status, body } = await apiStatus(page, slug, path);
  expect(status, path).toBe(200);
  return body as ApiResult;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
const q = (field: string, value: string, i = 0) =>
  `refinementList[${field}][${i}]=${encodeURIComponent(value)}`;

/** The search page at `path` shows `count` cars, the first of them on screen. */
async function expectPageCount(page: Page, slug: string, path: string, count: number) {
  const response = await page.goto(tenantUrl(slug, path));
  expect(response?.status(), path).toBe(200);
  const n = new Intl.NumberFormat("en-AU").format(count);
  await expect(page.getByTestId("result-count")).toHaveText(
    count === 1
      ? "Showing 1 car"
      : count <= 21
        ? `Showing all ${n} cars`
        : `Showing 1–21 of ${n} cars`,
  );
  await expect(page.getByTestId("car-card").first()).toBeVisible();
}

test("multi-brand: the paths that showed 0 show exactly their refinementList query's cars", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const cases: Array<[string, string]> = [
    ["/search/suv-cars", `${ALL}?${q("body", "SUV")}`],
    ["/search/isuzu-trucks", `${ALL}?${q("make", "Isuzu")}&${q("item_type", "truck")}`],
    ["/search/mercedes-benz/glc", `${ALL}?${q("make", "Mercedes-Benz")}&${q("model", "GLC")}`],
    ["/used-car/toyota/hilux", `/search/used-cars?${q("make", "Toyota")}&${q("model", "HiLux")}`],
    ["/search/used-cars/gwm", `/search/used-cars?${q("make", "GWM")}`],
  ];
  for (const [path, query] of cases) {
    const { count } = await apiSearch(page, BMG, query);
    expect(count, query).toBeGreaterThan(0);
    expect((await apiSearch(page, BMG, path)).count, path).toBe(count);
    await expectPageCount(page, BMG, path, count);
  }
  expect((await apiSearch(page, BMG, "/search/suv-cars")).count).toBe(332);
});

test("used-only: make, make/model and body paths match the API; new-cars is a 404", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { facets } = await apiSearch(page, SCO, "/search/used-cars");
  const make = facets.make?.[0]?.value ?? "";
  const body = facets.body?.[0]?.value ?? "";
  const models = await apiSearch(page, SCO, `/search/used-cars?${q("make", make)}`);
  const model = models.facets.model?.find((m) => m.count > 0)?.value ?? "";
  const cases: Array<[string, string]> = [
    [`/search/used-cars/${slugOf(make)}`, `/search/used-cars?${q("make", make)}`],
    [
      `/used-car/${slugOf(make)}/${slugOf(model)}`,
      `/search/used-cars?${q("make", make)}&${q("model", model)}`,
    ],
    [`/search/${slugOf(body)}-cars`, `/search/used-cars?${q("body", body)}`],
  ];
  for (const [path, query] of cases) {
    const { count } = await apiSearch(page, SCO, query);
    expect(count, query).toBeGreaterThan(0);
    await expectPageCount(page, SCO, path, count);
  }

  const notSold = await page.goto(tenantUrl(SCO, "/search/new-cars"));
  expect(notSold?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("a segment naming nothing is a 404 in the site's chrome, with a search box that finds cars", async ({
  page,
}) => {
  const response = await page.goto(tenantUrl(BMG, "/search/used-cars/holden-trucks"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.locator("header").getByRole("link", { name: /home/i }).first()).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  expect((await apiStatus(page, BMG, "/search/used-cars/holden-trucks")).status).toBe(404);

  await page.getByRole("searchbox", { name: "Search our stock" }).fill("Toyota");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?query=Toyota/);
  await expect(page.getByTestId("car-card").first()).toBeVisible();
});

test("search breadcrumbs walk the stock hierarchy, stated as a BreadcrumbList", async ({
  page,
}) => {
  await page.goto(tenantUrl(BMG, "/used-car/toyota/hilux"));
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(["Home", "Used Cars", "Toyota"]);
  await expect(trail.locator('[aria-current="page"]')).toHaveText("HiLux");
  await trail.getByRole("link", { name: "Toyota" }).click();
  await expect(page).toHaveURL(/\/search\/used-cars\/toyota$/);
  await expect(page.getByTestId("car-card").first()).toBeVisible();

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const list = jsonLd.find((j) => j["@type"] === "BreadcrumbList");
  expect(list?.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    "Home",
    "Used Cars",
    "Toyota",
  ]);
});

test("a vehicle page's breadcrumbs walk the same hierarchy down to the car", async ({ page }) => {
  await page.goto(tenantUrl(BMG, "/used-car/toyota/hilux"));
  await page.getByTestId("car-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/cars\//);
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.locator('[aria-current="page"]')).toHaveText(/Toyota HiLux/);
  // Home › Used Cars › Toyota › (the model and body where the stock has them) › the car.
  expect((await trail.getByRole("link").allTextContents()).slice(0, 3)).toEqual([
    "Home",
    "Used Cars",
    "Toyota",
  ]);
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const list = jsonLd.find((j) => j["@type"] === "BreadcrumbList");
  const names = list?.itemListElement.map((i: { name: string }) => i.name) ?? [];
  expect(names.slice(0, 3)).toEqual(["Home", "Used Cars", "Toyota"]);
  expect(names.at(-1)).toMatch(/Toyota HiLux/);
  expect(jsonLd.some((j) => ["Car", "Vehicle"].includes(j["@type"]))).toBe(true);
  // Every crumb above the car leads to stock that holds it: the body crumb once named the
  // detailed body ("4D Double Cab Utility"), which the body filter does not hold, so it found 0.
  const hrefs = (
    await trail
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
  ).slice(1);
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  for (const href of hrefs) {
    await page.goto(tenantUrl(BMG, href));
    await expect(page.getByTestId("car-card").first(), href).toBeVisible();
  }
});
