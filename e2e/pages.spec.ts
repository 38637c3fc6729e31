import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";

/**
 * §2 routes of the offers, finance, trade-in, service, parts, test-drive, information, dealer and
 * partner pages: each answers on a tenant that uses it (its SiteConfig lists the page or route)
 * and is a proper 404 page on one that does not.
 */
type RouteCase = {
  path: string;
  /** A tenant that uses the route. */
  on: string;
  /** A tenant that does not (null when every demo tenant uses it). */
  off: string | null;
  heading: string | RegExp;
};

const BMG = "brisbane-motor-group";
const SCT = "sunshine-coast-toyota";
const SCO = "smithfield-car-outlet";
const BRV = "bayside-rv";

const ROUTES: RouteCase[] = [
  { path: "/special-offers", on: BMG, off: SCO, heading: "Special Offers" },
  { path: "/finance", on: BMG, off: null, heading: "Finance" },
  { path: "/finance-enquiry", on: SCT, off: BMG, heading: "Finance Enquiry" },
  // Smithfield gates finance (§4): a signed-out visit lands on sign-in (e2e/account.spec.ts signs in).
  {
    path: "/apply-for-finance",
    on: SCO,
    off: BMG,
    heading: "Sign in to apply for finance",
  },
  { path: "/finance-pre-approval", on: BMG, off: SCT, heading: "Finance Pre-Approval" },
  { path: "/finance-and-insurance", on: SCT, off: BMG, heading: "Finance and Insurance" },
  {
    path: "/personalised/finance?car_id=none",
    on: BRV,
    off: null,
    heading: "Personalised Finance",
  },
  { path: "/trade-in", on: SCT, off: BRV, heading: "Trade-In Your Car" },
  { path: "/sell-my-car", on: BMG, off: SCT, heading: "Sell My Car" },
  { path: "/instant-price", on: SCT, off: BMG, heading: "Instant Price" },
  { path: "/cars/trade-in?car_id=none", on: BMG, off: BRV, heading: "Trade-In Valuation" },
  { path: "/service", on: BMG, off: SCT, heading: "Book a Service" },
  { path: "/subaru-service", on: BMG, off: BRV, heading: "Book a Service" },
  { path: "/service-maroochydore", on: SCT, off: BMG, heading: "Book a Service" },
  { path: "/service-noosa", on: SCT, off: SCO, heading: "Book a Service" },
  { path: "/book-a-service-smithfield", on: SCO, off: BMG, heading: "Book a Service" },
  {
    path: "/vehicle-parts-and-accessories",
    on: BMG,
    off: SCO,
    heading: "Vehicle Parts and Accessories",
  },
  { path: "/warranty", on: BRV, off: SCT, heading: "Warranty" },
  { path: "/new-vehicle-warranty", on: SCT, off: BMG, heading: "New Vehicle Warranty" },
  { path: "/pages/capped-price-servicing", on: SCT, off: BMG, heading: "Capped Price Servicing" },
  { path: "/roadside-assist", on: BMG, off: SCO, heading: "Roadside Assist" },
  { path: "/book-test-drive/", on: SCT, off: BMG, heading: "Book a Test Drive" },
  { path: "/about-us", on: SCO, off: null, heading: "About Us" },
  { path: "/fleet", on: BMG, off: SCT, heading: "Fleet" },
  { path: "/careers", on: SCT, off: SCO, heading: "Careers" },
  { path: "/faqs", on: BRV, off: null, heading: "FAQs" },
  { path: "/privacy-policy", on: BMG, off: null, heading: "Privacy Policy" },
  { path: "/terms-and-conditions", on: SCO, off: null, heading: "Terms and Conditions" },
  {
    path: "/autopact-handback-guarantee",
    on: BMG,
    off: SCT,
    heading: "Autopact Handback Guarantee",
  },
  { path: "/autopact-protection-plan", on: BMG, off: SCT, heading: "Autopact Protection Plan" },
  { path: "/ultratek", on: BMG, off: SCT, heading: /Ultratek/ },
  { path: "/pages/unsubscribe", on: BMG, off: SCT, heading: "Unsubscribe" },
  { path: "/eofy", on: BMG, off: SCT, heading: "End of Financial Year Sale" },
  { path: "/pages/eofy-clearance", on: BMG, off: SCT, heading: "EOFY Clearance" },
  { path: "/twg-cars", on: BMG, off: SCT, heading: "TWG Cars" },
  { path: "/twg-rental", on: BMG, off: SCT, heading: "TWG Rental" },
  { path: "/twg-tyres", on: BMG, off: SCT, heading: "TWG Tyres" },
  { path: "/neotek", on: BMG, off: SCT, heading: "Neotek" },
  { path: "/4x4-outdoor", on: BMG, off: SCT, heading: "4x4 Outdoor" },
  { path: "/success", on: BRV, off: null, heading: "Thank you" },
];

const shotName = (path: string) =>
  path
    .replace(/[?=].*$/, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "");

for (const route of ROUTES) {
  test(`${route.path} answers on ${route.on}`, async ({ page }, info) => {
    const response = await page.goto(tenantUrl(route.on, route.path));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    await screenshot(page, info, `pages-${shotName(route.path)}-${route.on}`);
    await expectAccessible(page);
  });
  const off = route.off;
  if (off) {
    test(`${route.path} is a 404 page on ${off}`, async ({ page }) => {
      const response = await page.goto(tenantUrl(off, route.path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    });
  }
}

test("the offers no-results card's Clear Filters goes to /special-offers", async ({ page }) => {
  await page.goto(tenantUrl(BMG, "/special-offers?make=Nomake"));
  await expect(page.getByRole("heading", { name: "No Results Available" })).toBeVisible();
  await expect(
    page.getByText(
      "No results found for your search at this time. Please try adjusting the filters for more results.",
    ),
  ).toBeVisible();
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/special-offers$/);
  await expect(page.getByTestId("offer-card")).toHaveCount(3);
});

test("offer cards show weekly repayment, interest rate, comparison rate and term", async ({
  page,
}) => {
  await page.goto(tenantUrl(SCT, "/special-offers"));
  const card = page.getByTestId("offer-card").first();
  await expect(card.getByText("Weekly repayment")).toBeVisible();
  await expect(card.getByText("$292/wk")).toBeVisible();
  await expect(card.getByText("6.29% p.a.")).toBeVisible();
  await expect(card.getByText("8.19% p.a.")).toBeVisible();
  await expect(card.getByText("60 months")).toBeVisible();
});

test("the finance page shows the three steps and a repayment calculator", async ({ page }) => {
  await page.goto(tenantUrl(BMG, "/finance"));
  const steps = page.getByTestId("finance-steps");
  for (const title of ["Fill out the contact form", "Finance team contact", "Purchase"]) {
    await expect(steps.getByRole("heading", { name: title })).toBeVisible();
  }
  const amount = page.getByTestId("repayment-amount");
  await expect(amount).toHaveText(/^\$[\d,]+\/wk\*$/);
  await page.getByRole("radio", { name: "Monthly" }).check();
  await expect(amount).toHaveText(/^\$[\d,]+\/mo\*$/);
  await expect(page.getByTestId("repayment-total")).toHaveText(/^\$[\d,]+$/);
});

test("the trade-in page has the contact block, the FAQ and the 7-year / 100,000 km rule", async ({
  page,
}) => {
  await page.goto(tenantUrl(SCT, "/trade-in"));
  await expect(page.getByTestId("trade-in-contact-block")).toContainText("Sunshine Coast Toyota");
  const faq = page.getByTestId("trade-in-faq");
  await faq.getByText("Which vehicles qualify?").click();
  await expect(
    faq.getByText(
      "Online estimates are generally not given for cars over 7 years old or over 100,000 km.",
    ),
  ).toBeVisible();
  for (const q of [
    "How does the estimate work?",
    "What if I still owe finance on my car?",
    "Where does the inspection happen?",
  ]) {
    await expect(faq.getByText(q)).toBeVisible();
  }
});

test("the manufacturer's external booking page is linked where configured", async ({ page }) => {
  await page.goto(tenantUrl(SCT, "/service-noosa"));
  await expect(page.getByTestId("external-service-booking")).toHaveAttribute(
    "href",
    "https://service-booking.toyota.example/dealer/sunshine-coast-toyota",
  );
});

test("the return policy terms show on the dealer group that has them", async ({ page }) => {
  await page.goto(tenantUrl(SCO, "/terms-and-conditions"));
  const policy = page.getByTestId("return-policy");
  await expect(policy.getByText("Notify us within 14 days of delivery.")).toBeVisible();
  await expect(policy.getByText("No more than 500 km driven.")).toBeVisible();
  await page.goto(tenantUrl(BMG, "/terms-and-conditions"));
  await expect(page.getByTestId("return-policy")).toHaveCount(0);
});

/** The first used car a tenant lists, from the API's search (fetched in the tenant's page). */
async function firstUsedCar(page: Page, slug: string) {
  await page.goto(tenantUrl(slug, "/"));
  const body = await page.evaluate(async () => {
    const response = await fetch("/api/search?path=/search/used-cars");
    return (await response.json()) as {
      hits: Array<{ id: string; make: string; model: string; price: number }>;
    };
  });
  const car = body.hits.find((h) => h.price > 0);
  expect(car).toBeTruthy();
  return car as { id: string; make: string; model: string; price: number };
}

test("/personalised/finance?car_id= is about that car and prefills the finance enquiry", async ({
  page,
}) => {
  const car = await firstUsedCar(page, SCT);
  await page.goto(tenantUrl(SCT, `/personalised/finance?car_id=${encodeURIComponent(car.id)}`));
  await expect(page.getByText(`Personalised finance for the`)).toContainText(car.model);
  const budget = page
    .getByTestId("finance-form")
    .getByLabel("Vehicle price budget", { exact: true });
  await expect(budget).toHaveValue(new Intl.NumberFormat("en-AU").format(car.price));
});

test("/cars/trade-in?car_id= names the car the trade-in is against", async ({ page }) => {
  const car = await firstUsedCar(page, BMG);
  await page.goto(tenantUrl(BMG, `/cars/trade-in?car_id=${encodeURIComponent(car.id)}`));
  await expect(page.getByTestId("trade-in-car")).toContainText(`${car.make} ${car.model}`);
});

test("a service route for one service centre preselects its location", async ({ page }) => {
  await page.goto(tenantUrl(BMG, "/subaru-service"));
  await expect(page.getByTestId("service-form").getByLabel("Location")).toHaveValue(
    "subaru-springwood-service",
  );
  await page.goto(tenantUrl(BMG, "/service"));
  await expect(page.getByTestId("service-form").getByLabel("Location")).toHaveValue("");
});

test("a car address that cannot name a car is a 400 or 404 page, not a server error", async ({
  page,
}) => {
  // Issue 30 §11: NUL in an address is a 400 naming the part; a name no car has is a 404.
  for (const [path, status] of [
    ["/cars/%00", 400],
    ["/buy-online/%00", 400],
    [`/cars/${"x".repeat(600)}`, 404],
  ] as const) {
    const response = await page.goto(tenantUrl(BMG, path));
    expect(response?.status(), path).toBe(status);
  }
});
