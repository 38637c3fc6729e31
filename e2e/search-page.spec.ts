import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { signInHere } from "./shopper-sign-in";

/**
 * issue 14 §3: the search page shoppers expect, on a multi-brand and a used-only tenant, at
 * phone and desktop widths; every count is checked against the API's own search.
 */

type ApiResult = { count: number; facets: Record<string, Array<{ value: string; count: number }>> };

/** The API's own search for a page address, asked from the tenant's page. */
async function apiCount(page: Page, path: string): Promise<number> {
  const { status, body } = await page.evaluate(async (p) => {
    const response = await fetch(`/api/search?path=${encodeURIComponent(p)}`);
    return { status: response.status, body: (await response.json()) as unknown };
  }, path);
  expect(status, path).toBe(200);
  return (body as ApiResult).count;
}

async function apiFacet(page: Page, path: string, field: string) {
  return page.evaluate(
    async ({ p, f }) => {
      const response = await fetch(`/api/search?path=${encodeURIComponent(p)}`);
      const body = (await response.json()) as ApiResult;
      return body.facets[f] ?? [];
    },
    { p: path, f: field },
  );
}

const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The count the heading shows ("1,234 Used Cars for sale" → 1234). */
async function headingCount(page: Page): Promise<number> {
  const heading = page.getByTestId("results-heading");
  // No results: the list gives way to the "No Results" card, so wait for no busy list at all.
  await expect(page.locator('[data-testid="results"][aria-busy="true"]')).toHaveCount(0);
  const text = (await heading.textContent()) ?? "";
  const match = /^([\d,]+) /.exec(text);
  expect(match, `heading "${text}" starts with its count`).not.toBeNull();
  return Number(match?.[1]?.replace(/,/g, ""));
}

/** The heading and the page title both show the API's count for the address in the bar. */
async function expectCountsMatchApi(page: Page): Promise<number> {
  const shown = await headingCount(page);
  expect(shown).toBe(await apiCount(page, here(page)));
  await expect(page).toHaveTitle(new RegExp(`^${shown.toLocaleString("en-AU")} `));
  return shown;
}

/** On a phone the filters live in the drawer: open it (again, if the first tap beat hydration). */
async function openFilters(page: Page, isMobile: boolean): Promise<void> {
  if (!isMobile) return;
  const button = page.getByRole("button", { name: /^Filters/ });
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

const TENANTS = [
  {
    slug: "brisbane-motor-group",
    type: "multi-brand",
    path: "/search/new-used-and-demo-cars",
    // The seeded stock has no HiLux SR5 here; Smithfield's has.
    keywords: ["forester awd", "white ute", "hilux sr"],
    makes: ["Toyota", "Subaru"],
  },
  {
    slug: "smithfield-car-outlet",
    type: "used-only",
    path: "/search/used-cars",
    keywords: ["forester awd", "hilux sr5", "white ute"],
    makes: ["Toyota", "Subaru"],
  },
] as const;

for (const tenant of TENANTS) {
  test.describe(`issue 14 §3 search page on the ${tenant.type} tenant`, () => {
    test("the keyword box finds its cars, with the keyword in the address", async ({ page }) => {
      await page.goto(tenantUrl(tenant.slug, tenant.path));
      await expectCountsMatchApi(page);
      const box = page.getByRole("searchbox", { name: "Search by keyword" });
      for (const words of tenant.keywords) {
        await expect(async () => {
          await box.fill(words);
          await box.press("Enter");
          await expect(page).toHaveURL(/[?&]query=/, { timeout: 2_000 });
        }).toPass({ timeout: 10_000 });
        expect(new URL(page.url()).searchParams.get("query")).toBe(words);
        const found = await expectCountsMatchApi(page);
        expect(found, words).toBeGreaterThan(0);
        await expect(page.getByTestId("chips").getByText(`“${words}”`)).toBeVisible();
      }
      // A typo within one edit still matches.
      await box.fill("forrester");
      await box.press("Enter");
      await expect(page).toHaveURL(/query=forrester/);
      expect(await expectCountsMatchApi(page)).toBeGreaterThan(0);
    });

    test("chips remove one filter each, Clear all removes them all", async ({ page }, info) => {
      test.slow(); // axe over a page of facets takes its time on a shared machine
      const [first, second] = tenant.makes;
      const start = `${tenant.path}?query=white&refinementList[make][0]=${first}&refinementList[make][1]=${second}&range[price]=5000:90000`;
      await page.goto(tenantUrl(tenant.slug, start));
      const chips = page.getByTestId("chips");
      await expect(chips.getByRole("link", { name: /^Remove filter/ })).toHaveCount(4);
      await expectCountsMatchApi(page);
      await screenshot(page, info, `search-page-chips-${tenant.slug}`);
      await expectAccessible(page);
      await chips.getByRole("link", { name: `Remove filter ${second}` }).click();
      await expect(page).not.toHaveURL(new RegExp(second));
      await expect(chips.getByRole("link", { name: /^Remove filter/ })).toHaveCount(3);
      await expectCountsMatchApi(page);
      await chips.getByRole("link", { name: "Clear all" }).click();
      await expect(page).toHaveURL(tenantUrl(tenant.slug, tenant.path));
      await expect(chips).toHaveCount(0);
      await expectCountsMatchApi(page);
    });

    test("several makes at once, and a ticked value stays when its count drops to 0", async ({
      page,
      isMobile,
    }) => {
      await page.goto(tenantUrl(tenant.slug, tenant.path));
      await openFilters(page, isMobile);
      const makes = page.getByTestId("make-list");
      const [first, second] = tenant.makes;
      // One make rides in the path (/search/toyota); two go to the query string.
      await makes.getByRole("checkbox", { name: new RegExp(`^${first}\\b`) }).check();
      await expect(page).toHaveURL(new RegExp(`/${first.toLowerCase()}$`));
      await expectCountsMatchApi(page);
      await makes.getByRole("checkbox", { name: new RegExp(`^${second}\\b`) }).check();
      await expect(page).toHaveURL(
        new RegExp(
          `refinementList\\[make\\]\\[0\\]=${first}&refinementList\\[make\\]\\[1\\]=${second}`,
        ),
      );
      const shown = await expectCountsMatchApi(page);
      const api = await apiFacet(page, tenant.path, "make");
      const expected = tenant.makes
        .map((m) => api.find((item) => item.value === m)?.count ?? 0)
        .reduce((a, b) => a + b, 0);
      expect(shown).toBe(expected);

      // "hilux" is a ute: with it, no SUV is left, yet the ticked SUV stays to be unticked.
      await page.goto(
        tenantUrl(tenant.slug, `${tenant.path}?query=hilux&refinementList[body][0]=SUV`),
      );
      await openFilters(page, isMobile);
      const suv = page
        .locator("#search-filters fieldset", {
          has: page.locator("legend", { hasText: "Body type" }),
        })
        .locator("label", { hasText: "SUV" });
      await expect(suv).toContainText("0");
      await expect(suv.getByRole("checkbox")).toBeChecked();
      expect(await expectCountsMatchApi(page)).toBe(0);
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail).toContainText("SUV");
      // A click, not uncheck(): the unticked SUV at 0 leaves the list once the new results
      // arrive, and uncheck() re-reads the box afterwards (it timed out when the answer won).
      await suv.getByRole("checkbox").click();
      await expect(page).not.toHaveURL(/body/);
      expect(await expectCountsMatchApi(page)).toBeGreaterThan(0);
      await expect(suv).toHaveCount(0);
      // The trail follows the results shown: it no longer names the SUV filter just removed.
      await expect(trail).not.toContainText("SUV");
    });

    test("a tick undone by Back before its results arrive is not left ticked", async ({
      page,
      isMobile,
    }) => {
      await page.goto(tenantUrl(tenant.slug, tenant.path));
      await openFilters(page, isMobile);
      const makes = page.getByTestId("make-list");
      const box = makes.getByRole("checkbox", { name: new RegExp(`^${tenant.makes[1]}\\b`) });
      // Hold the tick's results until Back has been pressed, so Back's answer lands first.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) =>
          url.pathname === "/search-data" && !url.searchParams.get("href")?.endsWith(tenant.path),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await box.check();
      await expect(page).not.toHaveURL(new RegExp(`${tenant.path}$`));
      await page.goBack();
      await expect(page).toHaveURL(tenantUrl(tenant.slug, tenant.path));
      await expect(page.getByTestId("result-count")).not.toHaveText("Updating results…");
      release();
      await expect(box).not.toBeChecked();
      await expectCountsMatchApi(page);
    });

    test("while results load the previous hits stay on screen, dimmed", async ({
      page,
      isMobile,
    }) => {
      await page.goto(tenantUrl(tenant.slug, tenant.path));
      const firstCard = await page.getByTestId("car-card").first().textContent();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/search-data?**", async (route) => {
        await held;
        await route.continue();
      });
      await openFilters(page, isMobile);
      await page.getByTestId("make-list").getByRole("checkbox").first().check();
      const results = page.getByTestId("results");
      await expect(results).toHaveAttribute("aria-busy", "true");
      await expect(results).toHaveCSS("opacity", "0.5");
      await expect(page.getByTestId("car-card").first()).toHaveText(firstCard ?? "");
      await expect(page.getByTestId("car-card-skeleton")).toHaveCount(0);
      release();
      await expect(results).not.toHaveAttribute("aria-busy", "true");
      await expect(results).toHaveCSS("opacity", "1");
    });

    test("InstantSearch addresses: no [0], default and unknown sorts, a page past the last", async ({
      page,
    }) => {
      const make = tenant.makes[0];
      await page.goto(tenantUrl(tenant.slug, `${tenant.path}?refinementList[make]=${make}`));
      const shown = await headingCount(page);
      expect(shown).toBe(await apiCount(page, `${tenant.path}?refinementList[make][0]=${make}`));
      expect(shown).toBeGreaterThan(0);
      for (const sortBy of ["rank_desc", "no-such-order"]) {
        await page.goto(tenantUrl(tenant.slug, `${tenant.path}?sortBy=${sortBy}`));
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(canonical).not.toContain("sortBy");
      }
      await page.goto(tenantUrl(tenant.slug, `${tenant.path}?sortBy=price_desc`));
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toContain(
        "sortBy=price_desc",
      );
      const pages = Math.ceil((await apiCount(page, tenant.path)) / 21);
      const last = await page.goto(tenantUrl(tenant.slug, `${tenant.path}?page=${pages}`));
      expect(last?.status()).toBe(200);
      const past = await page.goto(tenantUrl(tenant.slug, `${tenant.path}?page=${pages + 1}`));
      expect(past?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });

    test("issue 14 §1/§2: a path shows its query's cars under the stock's breadcrumbs; a segment naming nothing is a 404 with a search box", async ({
      page,
    }) => {
      const path = "/used-car/toyota/hilux";
      const query =
        "/search/used-cars?refinementList[make][0]=Toyota&refinementList[model][0]=HiLux";
      const response = await page.goto(tenantUrl(tenant.slug, path));
      expect(response?.status()).toBe(200);
      const shown = await headingCount(page);
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBe(await apiCount(page, query));
      expect(await apiCount(page, path)).toBe(shown);
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("link")).toHaveText(["Home", "Used Cars", "Toyota"]);
      await expect(trail.locator('[aria-current="page"]')).toHaveText("HiLux");

      const missing = await page.goto(tenantUrl(tenant.slug, "/search/used-cars/holden-trucks"));
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      const box = page.getByRole("searchbox", { name: "Search our stock" });
      await expect(box).toBeInViewport();
      await box.fill("hilux");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\?query=hilux/);
      expect(await expectCountsMatchApi(page)).toBeGreaterThan(0);
    });

    // The drawer is the phone layout: the desktop project leaves @phone-only tests out.
    test("phones: filters in a full-screen drawer whose button counts the results @phone-only", async ({
      page,
    }, info) => {
      await page.goto(tenantUrl(tenant.slug, tenant.path));
      await openFilters(page, true);
      const drawer = page.getByTestId("filter-drawer");
      const box = await drawer.boundingBox();
      const viewport = page.viewportSize();
      expect(box?.width).toBe(viewport?.width);
      expect(box?.height).toBe(viewport?.height);
      const show = page.getByTestId("show-results");
      await expect(show).toBeInViewport();
      await page.getByTestId("make-list").getByRole("checkbox").first().check();
      // One make rides in the path (/search/toyota), so the address just moves on.
      await expect(page).not.toHaveURL(tenantUrl(tenant.slug, tenant.path));
      await expect(show).toHaveText(/^Show [\d,]+ results?$/);
      const n = Number(
        /Show ([\d,]+)/.exec((await show.textContent()) ?? "")?.[1]?.replace(/,/g, ""),
      );
      expect(n).toBe(await apiCount(page, here(page)));
      await screenshot(page, info, `search-page-drawer-${tenant.slug}`);
      await show.click();
      await expect(page.getByRole("button", { name: /^Filters/ })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      await expect(drawer).toBeHidden();
      expect(await headingCount(page)).toBe(n);
    });
  });
}

for (const tenant of TENANTS) {
  test(`issue 14 §3 saved searches on the ${tenant.type} tenant: save, list, open, delete`, async ({
    page,
  }, info) => {
    test.slow();
    const search = `${tenant.path}?query=white`;
    await page.goto(tenantUrl(tenant.slug, search));
    // Signed out: sign in first, then back to the same search.
    await page.getByTestId("save-search").click();
    await expect(page).toHaveURL(/\/sign-in\?type=my-garage/);
    await signInHere(page, tenant.slug);
    await expect(page).toHaveURL(tenantUrl(tenant.slug, search));
    await page.getByTestId("save-search").click();
    await expect(page).toHaveURL(/#saved-searches$/);
    const garage = here(page).replace(/#.*$/, "");
    const list = page.getByTestId("saved-search");
    await expect(list).toHaveCount(1);
    await expect(list).toContainText(search);
    // Saved just now: nothing is new since.
    await expect(list.getByTestId("saved-search-new")).toHaveCount(0);
    await screenshot(page, info, `search-page-saved-${tenant.slug}`);
    // Saving the same search again keeps one.
    await page.goto(tenantUrl(tenant.slug, search));
    await page.getByTestId("save-search").click();
    await expect(page.getByTestId("saved-search")).toHaveCount(1);
    // Opening it runs the search.
    await page.getByTestId("saved-search").getByRole("link").first().click();
    await expect(page).toHaveURL(tenantUrl(tenant.slug, search));
    expect(await headingCount(page)).toBe(await apiCount(page, search));
    await page.goto(tenantUrl(tenant.slug, garage));
    await page.getByRole("button", { name: /^Delete saved search/ }).click();
    await expect(page.getByTestId("saved-search")).toHaveCount(0);
    await expect(page.getByTestId("saved-searches-empty")).toBeVisible();
  });
}
