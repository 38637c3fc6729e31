import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { fillContact, submitLeadDelivered, uniqueEmail } from "./outbox";

/**
 * §4 trade-in journey end to end (issue 15 §3): the estimate is a range, the answers move the
 * offer, and the lead the dealer receives (ADF and e-mail text) holds every answer.
 */

const SCT = "sunshine-coast-toyota";
const SMITHFIELD = "smithfield-car-outlet";

type Answers = {
  condition: string;
  accident: string;
  finance: string;
  service: string;
  photos: string;
};

const money = (n: number) => `$${n.toLocaleString("en-AU")}`;

async function answer(page: Page, a: Answers) {
  const journey = page.getByTestId("trade-in-journey");
  await journey.getByRole("radio", { name: a.condition }).check();
  await journey
    .getByRole("group", { name: /accident damage/ })
    .getByRole("radio", { name: a.accident })
    .check();
  await journey
    .getByRole("group", { name: /finance owing/ })
    .getByRole("radio", { name: a.finance })
    .check();
  await journey
    .getByRole("group", { name: /Service history/ })
    .getByRole("radio", { name: a.service })
    .check();
  await journey.getByLabel(/How many photos/).fill(a.photos);
}

/** Clicks "See my offer" and returns the offer the API made for the answers. */
async function seeOffer(page: Page): Promise<number> {
  const adjusted = page.waitForResponse((r) =>
    /\/api\/trade-in\/[^/]+\/adjustments$/.test(r.url()),
  );
  await page.getByRole("button", { name: "See my offer" }).click();
  const view = (await (await adjusted).json()) as { offer_price: number };
  expect(view.offer_price).toBeGreaterThan(0);
  await expect(page.getByTestId("trade-in-offer")).toContainText(money(view.offer_price));
  return view.offer_price;
}

test("trade-in: estimate range, answers move the offer, and the delivered lead holds every answer", async ({
  page,
}, info) => {
  await page.goto(tenantUrl(SCT, "/trade-in"));
  const journey = page.getByTestId("trade-in-journey");
  await journey.getByLabel("Registration (rego)").fill("656FFC");
  await journey.getByLabel("State").selectOption("QLD");
  await journey.getByRole("button", { name: "Find my car" }).click();
  await expect(journey.getByLabel("Make")).toHaveValue("Isuzu");
  const valued = page.waitForResponse((r) => /\/api\/trade-in\/[^/]+\/valuation$/.test(r.url()));
  await journey.getByRole("button", { name: "Get my valuation" }).click();
  const valuation = (await (await valued).json()) as {
    estimate_low: number;
    estimate_high: number;
  };
  expect(valuation.estimate_low).toBeLessThan(valuation.estimate_high);
  await expect(page.getByTestId("valuation")).toContainText(
    `${money(valuation.estimate_low)} – ${money(valuation.estimate_high)}`,
  );

  // Unanswered questions are named, the photo count among them.
  await page.getByRole("button", { name: "See my offer" }).click();
  await expect(
    page.getByRole("alert").getByText(/How many photos of the car can you send us\?/),
  ).toBeVisible();

  await answer(page, {
    condition: "Excellent",
    accident: "No",
    finance: "No",
    service: "Full",
    photos: "6",
  });
  const best = await seeOffer(page);
  expect(best).toBe(valuation.estimate_high);

  await page.getByRole("button", { name: "Change my answers" }).click();
  const worse = {
    condition: "Fair",
    accident: "Yes",
    finance: "Yes",
    service: "Partial",
    photos: "3",
  };
  await answer(page, worse);
  const offer = await seeOffer(page);
  expect(offer).toBeLessThan(best);
  expect(offer).toBeGreaterThanOrEqual(valuation.estimate_low);

  const email = uniqueEmail("tradein-answers");
  await fillContact(page, email);
  await page.getByLabel("Postcode").fill("4558");
  await page.getByLabel(/I agree to the Privacy Policy/).check();
  await expectAccessible(page);
  const accepted = page.waitForResponse((r) => /\/api\/trade-in\/[^/]+\/accept$/.test(r.url()));
  const { adf, text } = await submitLeadDelivered(
    page,
    page.getByRole("button", { name: /Accept offer/ }),
    SCT,
    email,
  );
  expect(((await (await accepted).json()) as { offer_accepted: boolean }).offer_accepted).toBe(
    true,
  );
  await expect(page.getByTestId("offer-accepted")).toBeVisible();
  await screenshot(page, info, "trade-in-accepted");

  const estimate = `${money(valuation.estimate_low)} – ${money(valuation.estimate_high)}`;
  const lines = [
    "Rego: 656FFC (QLD)",
    `Offer: ${money(offer)}`,
    "Condition: Fair",
    "Accident damage: Yes",
    "Finance owing: Yes",
    "Service history: Partial",
    "Photos: 3",
  ];
  // The ADF's trade vehicle: the offer as the appraisal, the estimate, every answer.
  const trade = adf.match(/<vehicle interest="trade-in"[^>]*>[\s\S]*?<\/vehicle>/)?.[0] ?? "";
  expect(trade).toContain("<make>Isuzu</make>");
  expect(trade).toContain(`<price type="appraisal" currency="AUD">${offer}</price>`);
  expect(trade).toContain(`<pricecomments>Estimate ${estimate}</pricecomments>`);
  expect(trade).toContain(`<comments>${lines.join("\n")}</comments>`);
  // The e-mail text says the same.
  expect(text).toContain(["Trade-in vehicle", "2024 Isuzu MU-X", "Odometer: 44492 km"].join("\n"));
  expect(text).toContain([`Estimate: ${estimate}`, ...lines.slice(1)].join("\n"));
});

test("trade-in: the valuation is saved through /api/miscellaneous on the one site that asks for it", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(tenantUrl(SMITHFIELD, "/sell-my-car"));
  const journey = page.getByTestId("trade-in-journey");
  await journey.getByLabel("Registration (rego)").fill("NEW123");
  await journey.getByRole("button", { name: "Find my car" }).click();
  await journey.getByLabel("Year").fill("2023");
  await journey.getByLabel("Make").fill("Toyota");
  await journey.getByLabel("Model").fill("Corolla");
  await journey.getByLabel("Odometer").fill("20000");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/miscellaneous"));
  await journey.getByRole("button", { name: "Get my valuation" }).click();
  const response = await saved;
  expect(response.request().postDataJSON()).toMatchObject({ column_name: "valuation" });
  expect(await response.json()).toEqual({ success: true });
  expect(errors.filter((e) => e.includes("Failed to save valuation data"))).toEqual([]);
});

test("trade-in: pressing Find my car again while the car is looked up creates one trade-in", async ({
  page,
}) => {
  const created: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/trade-in")
      created.push(r.url());
  });
  // The plate lookup answers only when the test lets it: the step is still running meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/trade-in\/rego\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(tenantUrl(SCT, "/trade-in"));
  const journey = page.getByTestId("trade-in-journey");
  await journey.getByLabel("Registration (rego)").fill("656FFC");
  await journey.getByLabel("State").selectOption("QLD");
  const lookup = page.waitForRequest(/\/api\/trade-in\/rego\?/);
  await journey.getByRole("button", { name: /Find my car|Please wait/ }).dblclick();
  await lookup;
  await journey.getByRole("button", { name: /Find my car|Please wait/ }).click({ force: true });
  release();
  await expect(journey.getByLabel("Make")).toHaveValue("Isuzu");
  expect(created).toHaveLength(1);
});
