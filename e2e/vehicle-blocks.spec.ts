import { expect, test } from "@playwright/test";
import { showPriceComparison } from "../core/src/eligibility/price-comparison";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { findCar, findCars, inStock, type StockCar, tenantGet } from "./stock-finder";

/**
 * §2 vehicle page blocks: the price-comparison gauge (§5/§7/§8), similar cars (§4), the call
 * block, the feature banner, Instant Message, the Toyota Certified dialog, the used-car block,
 * the market-price badge and the disclaimer.
 */

const BMG = "brisbane-motor-group";
const SCT = "sunshine-coast-toyota";
const SCO = "smithfield-car-outlet";

type Autogauge = Parameters<typeof showPriceComparison>[0] & { status: number };

test("the price-comparison gauge shows for a car with comparable stock, hidden otherwise", async ({
  page,
  request,
}, info) => {
  const used = await findCars(request, SCO, (c) => inStock(c) && (c.price ?? 0) > 200, {
    path: "/search/used-cars",
    limit: 60,
  });
  const gauges = new Map<StockCar, Autogauge>();
  for (const car of used) {
    const response = await tenantGet(request, SCO, `/api/cars/${car.slug}/autogauge`);
    gauges.set(car, { status: response.status(), ...(response.ok() ? await response.json() : {}) });
  }
  const entries = [...gauges.entries()];
  const shown = entries.find(([, g]) => g.status === 200 && showPriceComparison(g));
  const missing = entries.find(([, g]) => g.status === 404);
  if (!shown || !missing) throw new Error("the demo stock lacks a gauge case");

  const [car, data] = shown;
  await page.goto(tenantUrl(SCO, `/cars/${car.slug}`));
  // The gauge is fetched as the shopper scrolls towards its place below the calculators.
  await page.getByTestId("price-gauge-place").scrollIntoViewIfNeeded();
  const gauge = page.getByTestId("price-gauge");
  await expect(gauge.getByRole("heading", { name: "Price comparison" })).toBeVisible();
  const money = (n: unknown) => `$${Number(n).toLocaleString("en-AU")}`;
  await expect(gauge.getByTestId("price-gauge-summary")).toHaveText(
    `Listed at ${money(data?.listing_price)}; market range ${money(data?.market_range_min)}–${money(data?.market_range_max)}`,
  );
  // §9: the needle sweeps in 2 to 2.5 s, then rests at the listing's place in the range.
  const needle = gauge.getByTestId("price-gauge-needle");
  const duration = await needle.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(Number.parseFloat(duration)).toBeGreaterThanOrEqual(2);
  expect(Number.parseFloat(duration)).toBeLessThanOrEqual(2.5);
  await expect(needle).toHaveAttribute("data-needle", String(data?.fill));
  await page.waitForTimeout(2600);
  await screenshot(page, info, "vehicle-gauge");
  await expectAccessible(page);

  // §8: a failed call logs 'Failed to fetch auto gauge data.' and the block is hidden.
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(tenantUrl(SCO, `/cars/${missing[0].slug}`));
  await page.getByTestId("price-gauge-place").scrollIntoViewIfNeeded();
  await expect
    .poll(() => errors.some((e) => e.includes("Failed to fetch auto gauge data.")))
    .toBe(true);
  await expect(page.getByTestId("price-gauge")).toHaveCount(0);
});

test("similar cars: 6 placeholders, then the cards; each missing youx quote fetched once", async ({
  page,
  request,
}, info) => {
  const car = await findCar(request, SCO, inStock, "/search/used-cars");
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let similarIds: string[] = [];
  let quotable = 0;
  await page.route("**/api/cars/*/similar", async (route) => {
    await gate;
    const response = await tenantGet(request, SCO, new URL(route.request().url()).pathname);
    const body = (await response.json()) as { cars: Array<StockCar & { youxQuote?: unknown }> };
    // The first car comes with a quote; the rest have none, so each priced one needs one fetch.
    const cars = body.cars.map((c, i) => ({
      ...c,
      youxQuote:
        i === 0 ? { weeklyRepaymentAmount: 99, comparisonRate: 9.5, advertisedRate: 8.5 } : null,
    }));
    similarIds = cars.map((c) => c.id);
    quotable = cars.slice(1).filter((c) => (c.price ?? 0) > 10).length;
    await route.fulfill({ json: { cars } });
  });
  const quoteBodies: Array<Record<string, unknown>> = [];
  await page.route("**/api/youx/quote", async (route) => {
    quoteBodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({
      json: { weeklyRepaymentAmount: 123, comparisonRate: 9.1, advertisedRate: 8.5 },
    });
  });

  await page.goto(tenantUrl(SCO, `/cars/${car.slug}`));
  const section = page.getByTestId("similar-section");
  await expect(section.getByRole("heading", { name: "Similar Cars In-Stock" })).toBeVisible();
  await expect(section.getByTestId("car-card-skeleton")).toHaveCount(6);
  // The call and the card code go out as the shopper scrolls towards the section.
  await section.scrollIntoViewIfNeeded();
  release();
  const cards = page.getByTestId("similar-cars").getByTestId("car-card");
  await expect(cards.first()).toBeVisible();
  await expect(section.getByTestId("car-card-skeleton")).toHaveCount(0);
  expect(similarIds.length).toBeGreaterThan(1);
  await expect(cards).toHaveCount(similarIds.length);

  // §7 body: GREAT, the price, 5 years, year, vin, nvic, empty whoIsHelping — once per car.
  expect(quotable).toBeGreaterThan(0);
  await expect.poll(() => quoteBodies.length).toBe(quotable);
  await page.waitForTimeout(500);
  expect(quoteBodies).toHaveLength(quotable);
  for (const body of quoteBodies) {
    expect(body).toMatchObject({ selfAssessedCreditScore: "GREAT", loanTerm: 5, whoIsHelping: "" });
    expect(body.purchasePrice).toEqual(expect.any(Number));
  }
  await expect(cards.first()).toContainText("$99/wk");
  await expect(cards.nth(1)).toContainText("$123/wk");

  // §9: the carousel starts at index 0, aligned to the start; next moves one card.
  const track = page.getByTestId("similar-cars");
  await expect(track).toHaveAttribute("data-index", "0");
  expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(section.getByRole("button", { name: "Previous similar cars" })).toBeDisabled();
  if (similarIds.length > 4) {
    await section.getByRole("button", { name: "Next similar cars" }).click();
    await expect(track).toHaveAttribute("data-index", "1");
    await expect(section.getByRole("button", { name: "Previous similar cars" })).toBeEnabled();
  }
  await screenshot(page, info, "vehicle-similar");
  await expectAccessible(page);
});

test("similar cars fall back to the stock search when the call fails", async ({
  page,
  request,
}) => {
  const car = await findCar(request, SCO, inStock, "/search/used-cars");
  await page.route("**/api/cars/*/similar", (route) =>
    route.fulfill({ status: 500, json: { message: "down" } }),
  );
  await page.goto(tenantUrl(SCO, `/cars/${car.slug}`));
  await page.getByTestId("similar-section").scrollIntoViewIfNeeded();
  const fallback = page.getByTestId("similar-fallback");
  await expect(fallback.getByRole("link", { name: "Browse all our stock" })).toHaveAttribute(
    "href",
    "/search/used-cars",
  );
});

test("call block, feature banner, Toyota Certified dialog, used-car block and disclaimer", async ({
  page,
  request,
}, info) => {
  const car = await findCar(
    request,
    SCT,
    (c) => inStock(c) && c.make === "Toyota" && c.certified === true && c.car_type === "used",
  );
  await page.goto(tenantUrl(SCT, `/cars/${car.slug}`));

  const call = page.getByTestId("call-dealer");
  const callLink = call.getByRole("link", { name: /^Call Now - 07 \d{4} \d{4}$/ });
  await expect(callLink).toHaveAttribute("href", /^tel:/);

  // Banner: offers (the dealer has some), the external service booking, the trade-in page.
  const banner = page.getByRole("navigation", { name: "More from us" });
  await expect(banner.getByRole("link", { name: /Special Offers/ })).toHaveAttribute(
    "href",
    "/special-offers",
  );
  await expect(banner.getByRole("link", { name: /Book a Service/ })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await expect(banner.getByRole("link", { name: /Sell Your Car/ })).toHaveAttribute(
    "href",
    "/trade-in",
  );
  for (const href of ["/special-offers", "/trade-in"]) {
    expect((await tenantGet(request, SCT, href)).status()).toBe(200);
  }

  const used = page.getByTestId("used-car-block");
  await expect(used.getByRole("heading", { name: "Used Car Information" })).toBeVisible();
  await expect(used).toContainText(/Registration expiry\s*\d{2}\/\d{2}\/\d{4}/);
  await expect(used).toContainText("Certified pre-owned");
  await expect(page.getByTestId("disclaimer")).toContainText("Please confirm every detail with");

  await page.getByRole("button", { name: "What does certified mean?" }).click();
  const dialog = page.getByRole("dialog", { name: "Toyota Certified Pre-Owned" });
  await expect(dialog).toBeVisible();
  await screenshot(page, info, "vehicle-certified");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await screenshot(page, info, "vehicle-blocks");
  await expectAccessible(page);
});

test("banner links follow the site: no offers tile without offers", async ({ page, request }) => {
  const car = await findCar(request, SCO, inStock, "/search/used-cars");
  await page.goto(tenantUrl(SCO, `/cars/${car.slug}`));
  const banner = page.getByRole("navigation", { name: "More from us" });
  await expect(banner.getByRole("link")).toHaveCount(2);
  await expect(banner.getByRole("link", { name: /Special Offers/ })).toHaveCount(0);
  const hrefs = await banner
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs).toEqual(["/book-a-service-smithfield", "/sell-my-car"]);
  for (const href of hrefs) expect((await tenantGet(request, SCO, href)).status()).toBe(200);
});

test("Instant Message replaces Enquire Now where chat is on and sends a lead", async ({
  page,
  request,
}, info) => {
  const car = await findCar(request, BMG, (c) => inStock(c) && (c.price ?? 0) > 200);
  await page.goto(tenantUrl(BMG, `/cars/${car.slug}`));
  const sidebar = page.getByRole("complementary", { name: "Price and actions" });
  await expect(sidebar.getByRole("link", { name: "Enquire Now" })).toHaveCount(0);
  await sidebar.getByRole("button", { name: "Instant Message" }).click();
  const dialog = page.getByRole("dialog", { name: /^Message / });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("First Name").fill("Sam");
  await dialog.getByLabel("Email Address").fill(`e2e-im-${Date.now()}@example.com`);
  await dialog.getByLabel("Mobile Number").fill("0412 345 678");
  await dialog.getByLabel(/^Message/).fill("Is it still available?");
  await dialog.getByRole("checkbox", { name: /I agree to the Privacy Policy/ }).check();
  await screenshot(page, info, "vehicle-instant-message");
  await expectAccessible(page);
  const response = page.waitForResponse((r) => r.url().endsWith("/api/leads"));
  await dialog.getByRole("button", { name: "Send Message" }).click();
  const lead = await response;
  expect(lead.status()).toBe(201);
  expect(lead.request().postDataJSON()).toMatchObject({
    form: "vehicle-enquiry",
    fields: { subcategory: "Instant Message", car_id: car.id },
  });
  await expect(dialog.getByText("Message sent")).toBeVisible();

  // A site without chat keeps Enquire Now.
  const other = await findCar(request, SCT, inStock);
  await page.goto(tenantUrl(SCT, `/cars/${other.slug}`));
  await expect(sidebar.getByRole("link", { name: "Enquire Now" })).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "Instant Message" })).toHaveCount(0);
});

test("the market-price badge shows on a car priced $500+ below the average", async ({
  page,
  request,
}) => {
  const below = (c: StockCar) => {
    const avg =
      c.autograb_data?.state_average_market_price || c.autograb_data?.average_market_price;
    return inStock(c) && avg != null && c.price != null && avg - c.price >= 500;
  };
  const car = await findCar(request, SCO, below, "/search/used-cars");
  await page.goto(tenantUrl(SCO, `/cars/${car.slug}`));
  await expect(page.getByTestId("market-price-badge")).toContainText(
    /^▼\$[\d,]+ below the (state|national) market average$/,
  );
});
