import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { defaultSiteConfig } from "../schemas/site-config";
import { carCardButtons } from "./car-card-buttons";
import { carEligibility } from "./car-eligibility";

const base = defaultSiteConfig("demo");
const withFinance = { ...base, finance: { ...base.finance, provider: "angle" as const } };
const reserveSite = {
  ...withFinance,
  features: { ...base.features, reserve: true, reserveRoute: "buy-online" as const },
};
const car = { status: "in_stock", price: 25990 } as const;

describe("§2 car-card buttons", () => {
  it.each([
    [
      "available car, no finance provider",
      car,
      base,
      ["Enquire Now", "Book a Test Drive", "View Details"],
    ],
    [
      "finance provider configured",
      car,
      withFinance,
      ["Enquire Now", "Book a Test Drive", "Get Finance", "View Details"],
    ],
    [
      "buy-online site",
      car,
      reserveSite,
      ["Enquire Now", "Book a Test Drive", "Get Finance", "Buy Online", "View Details"],
    ],
    [
      "sold → Find Me Something Similar instead of enquiry",
      { ...car, status: "sold" },
      reserveSite,
      ["Find Me Something Similar", "View Details"],
    ],
    [
      "unavailable → fallback",
      { ...car, status: "withdrawn" },
      base,
      ["Find Me Something Similar", "View Details"],
    ],
  ] as const)("%s", (_n, c, s, buttons) => {
    expect(carCardButtons(c, s)).toEqual(buttons);
  });

  it("Reserve Now on a checkout site", () => {
    const s = { ...base, features: { ...base.features, reserve: true } };
    expect(carCardButtons(car, s)).toContain("Reserve Now");
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
      cardButtons: ["Find Me Something Similar", "View Details"],
    });
    // The watchlist lives in the garage: a site with one keeps the save for a car already saved.
    const garageSite = { ...base, features: { ...base.features, garage: true } };
    expect(
      carEligibility(sold, garageSite, now, { alreadySaved: true, chatEnabled: false }).saveButton,
    ).toBe(true);
  });
});
