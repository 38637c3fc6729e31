import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { defaultSiteConfig } from "../schemas/site-config";
import { showsSoldView } from "../stock/availability";
import { showReserveButton } from "./action-buttons";
import { carCardButtons, cardButtonList } from "./car-card-buttons";
import { carEligibility } from "./car-eligibility";
import { isPurchasable } from "./purchasable";

const base = defaultSiteConfig("demo");
const withFinance = { ...base, finance: { ...base.finance, provider: "angle" as const } };
const reserveSite = {
  ...withFinance,
  features: { ...base.features, reserve: true, reserveRoute: "buy-online" as const },
};
const checkoutSite = { ...base, features: { ...base.features, reserve: true } };
const car = { status: "in_stock", price: 25990 } as const;

describe("§2 car-card buttons: one primary, at most one secondary (issue 21)", () => {
  it.each([
    ["available car, no finance provider", car, base, "View Details", "Enquire Now"],
    ["finance provider configured", car, withFinance, "View Details", "Get Finance"],
    ["buy-online site", car, reserveSite, "View Details", "Buy Online"],
    ["checkout site", car, checkoutSite, "View Details", "Reserve Now"],
    [
      "reserve site, car not reservable: finance next",
      { ...car, reservable: false },
      reserveSite,
      "View Details",
      "Get Finance",
    ],
    [
      "test-drive-only car",
      { ...car, test_drive_only: true },
      reserveSite,
      "View Details",
      "Book a Test Drive",
    ],
    [
      "sold → Find Me Something Similar instead of enquiry",
      { ...car, status: "sold" },
      reserveSite,
      "Find Me Something Similar",
      "View Details",
    ],
    [
      "unavailable → fallback",
      { ...car, status: "withdrawn" },
      base,
      "Find Me Something Similar",
      "View Details",
    ],
  ] as const)("%s", (_n, c, s, primary, secondary) => {
    expect(carCardButtons(c, s)).toEqual({ primary, secondary });
  });

  const carArb = fc.record({
    status: fc.constantFrom("in_stock", "coming_soon", "sold", "withdrawn"),
    sold: fc.option(fc.boolean(), { nil: undefined }),
    reserved: fc.option(fc.boolean(), { nil: undefined }),
    price: fc.option(fc.integer({ min: -100, max: 100_000 }), { nil: undefined }),
    reservable: fc.option(fc.boolean(), { nil: undefined }),
    test_drive_only: fc.option(fc.boolean(), { nil: undefined }),
  });
  const siteArb = fc.record({
    features: fc.record({
      reserve: fc.boolean(),
      reserveRoute: fc.constantFrom("checkout" as const, "buy-online" as const),
    }),
    finance: fc.record({ provider: fc.constantFrom(null, "angle" as const) }),
  });

  it("property: at most two distinct buttons, and a shopper can always reach the vehicle page", () => {
    fc.assert(
      fc.property(carArb, siteArb, (c, s) => {
        const list = cardButtonList(carCardButtons(c, s));
        expect(list.length).toBeGreaterThanOrEqual(1);
        expect(list.length).toBeLessThanOrEqual(2);
        expect(new Set(list).size).toBe(list.length);
        expect(list).toContain("View Details");
      }),
      { numRuns: 300 },
    );
  });

  it("property: enquiry, finance and reserve buttons only for a purchasable car; Find Me Something Similar exactly when not", () => {
    fc.assert(
      fc.property(carArb, siteArb, (c, s) => {
        const list = cardButtonList(carCardButtons(c, s));
        const purchasable = isPurchasable(c) && !showsSoldView(c);
        expect(list.includes("Find Me Something Similar")).toBe(!purchasable);
        const selling = list.filter(
          (b) => b !== "View Details" && b !== "Find Me Something Similar",
        );
        if (!purchasable) expect(selling).toEqual([]);
        const reserve = list.find((b) => b === "Reserve Now" || b === "Buy Online");
        if (reserve) {
          expect(showReserveButton(c, s)).toBe(true);
          expect(reserve).toBe(
            s.features.reserveRoute === "buy-online" ? "Buy Online" : "Reserve Now",
          );
        }
        if (list.includes("Get Finance")) expect(s.finance.provider).not.toBeNull();
        // A car that can be reserved always offers it: it is the strongest next step.
        if (purchasable && showReserveButton(c, s) && c.test_drive_only !== true)
          expect(reserve).toBeDefined();
      }),
      { numRuns: 300 },
    );
  });
});

describe("carEligibility gathers every decision", () => {
  it("for a sold car", () => {
    const now = new Date("2026-03-15T00:00:00Z");
    const sold = Car.parse({
      id: "1",
      status: "sold",
      price: 25990,
      sold_date_timestamp: now.getTime() / 1000 - 3600,
      simple_fuel: "Electric",
    });
    const e = carEligibility(sold, base, now);
    expect(e).toMatchObject({
      availability: "sold",
      soldView: true,
      listed: true,
      purchasable: false,
      instantValuation: false,
      reserveButton: false,
      tradeInButton: false,
      saveButton: false,
      fuelCalculator: false,
      cardButtons: { primary: "Find Me Something Similar", secondary: "View Details" },
    });
    // The watchlist lives in the garage: a site with one keeps the save for a car already saved.
    const garageSite = { ...base, features: { ...base.features, garage: true } };
    expect(
      carEligibility(sold, garageSite, now, { alreadySaved: true, chatEnabled: false }).saveButton,
    ).toBe(true);
  });
});
