import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { type PriceDisplayCar, priceDisplay } from "./price-display";

const site = defaultSiteConfig("default");
const subscriptionSite = {
  ...site,
  features: { ...site.features, subscriptions: true },
  noPriceText: "Call us",
};

describe("§4 price display precedence", () => {
  it.each<[string, PriceDisplayCar, typeof site, string, string]>([
    ["car price above 10", { price: 25990 }, site, "price", "$25,990"],
    ["price exactly 10 is not shown", { price: 10 }, site, "no-price", "Enquire for price."],
    ["price 11 is shown", { price: 11 }, site, "price", "$11"],
    ["zero price, preorder", { price: 0, preorder: true }, site, "preorder", "PREORDER"],
    ["no price, no preorder → default text", {}, site, "no-price", "Enquire for price."],
    ["configured no-price text", { price: null }, subscriptionSite, "no-price", "Call us"],
    [
      "subscription wins when the site offers it",
      { price: 25990, subscription_price: 199 },
      subscriptionSite,
      "subscription",
      "$199/wk",
    ],
    [
      "subscription ignored when the site does not offer it",
      { price: 25990, subscription_price: 199 },
      site,
      "price",
      "$25,990",
    ],
    [
      "subscription of 0 falls through to the price",
      { price: 25990, subscription_price: 0 },
      subscriptionSite,
      "price",
      "$25,990",
    ],
    ["price wins over preorder", { price: 45000, preorder: true }, site, "price", "$45,000"],
  ])("%s", (_name, car, s, kind, text) => {
    const shown = priceDisplay(car, s);
    expect(shown.kind).toBe(kind);
    expect(shown.text).toBe(text);
  });

  it("a subscription price carries its label and period, never a bare car-like price", () => {
    expect(priceDisplay({ price: 25990, subscription_price: 164 }, subscriptionSite)).toEqual({
      kind: "subscription",
      amount: 164,
      text: "$164/wk",
      was: null,
      reduced: false,
      priceType: "Subscription",
    });
  });

  it("shows the 'was' price and reduced indicator when before_price is above the price", () => {
    expect(priceDisplay({ price: 25990, before_price: 27990 }, site)).toEqual({
      kind: "price",
      amount: 25990,
      text: "$25,990",
      was: "$27,990",
      reduced: true,
      priceType: null,
    });
  });

  it.each([
    [25990, 25990],
    [25990, 20000],
    [25990, null],
  ])("no 'was' price for price %j, before %j", (price, before_price) => {
    const shown = priceDisplay({ price, before_price }, site);
    expect(shown.was).toBeNull();
    expect(shown.reduced).toBe(false);
  });

  it("labels the price type beside a car price only", () => {
    expect(priceDisplay({ price: 25990, price_type: "drive_away" }, site).priceType).toBe(
      "Drive Away",
    );
    expect(priceDisplay({ price: 0, price_type: "drive_away" }, site).priceType).toBeNull();
  });
});

/** Prices weighted toward the precedence edges: null, 0, 10, just above 10. */
const priceArb = fc.oneof(
  fc.constantFrom(null, undefined, 0, 10, 10.5, 11, -5),
  fc.integer({ min: 0, max: 500_000 }),
);
const priceCarArb = fc.record({
  price: priceArb,
  before_price: priceArb,
  subscription_price: priceArb,
  preorder: fc.option(fc.boolean(), { nil: undefined }),
});

describe("price display properties", () => {
  it("a shown amount is never 10 or less, and 'was' only appears above the shown price", () => {
    fc.assert(
      fc.property(priceCarArb, fc.boolean(), (car, subscriptions) => {
        const s = { ...site, features: { ...site.features, subscriptions } };
        const shown = priceDisplay(car, s);
        if (shown.kind === "price") expect(shown.amount as number).toBeGreaterThan(10);
        if (shown.kind === "subscription") expect(shown.amount as number).toBeGreaterThan(0);
        if (shown.was !== null) {
          expect(shown.reduced).toBe(true);
          expect(car.before_price as number).toBeGreaterThan(shown.amount as number);
        }
        if (shown.amount === null) expect(["preorder", "no-price"]).toContain(shown.kind);
      }),
    );
  });
});
