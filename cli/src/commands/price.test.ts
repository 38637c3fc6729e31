import { defaultSiteConfig } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { runPrice } from "./price";

const site = defaultSiteConfig("default");

describe("forecourt price", () => {
  it("a reduced car: text, 'was' price, reduced flag and price type", () => {
    const { data, text } = runPrice(
      { id: 1, price: "25990", before_price: 27990, price_type: "drive_away" },
      site,
    );
    expect(data).toEqual({
      kind: "price",
      amount: 25990,
      text: "$25,990",
      was: "$27,990",
      reduced: true,
      priceType: "Drive Away",
    });
    expect(text).toBe("$25,990 Drive Away (was $27,990)");
  });

  it("no price → the site's no-price text; preorder → PREORDER", () => {
    expect(runPrice({ id: 1, price: 0 }, site).data.text).toBe("Enquire for price.");
    expect(runPrice({ id: 1, price: 0, preorder: "true" }, site).data.text).toBe("PREORDER");
    const custom = { ...site, noPriceText: "Call for price" };
    expect(runPrice({ id: 1 }, custom).text).toBe("Call for price");
  });

  it("subscription price on a site that offers subscriptions", () => {
    const subs = { ...site, features: { ...site.features, subscriptions: true } };
    expect(runPrice({ id: 1, price: 30000, subscription_price: 199 }, subs).data).toMatchObject({
      kind: "subscription",
      text: "$199/wk",
      priceType: "Subscription",
    });
  });

  it.each([
    [{ price: 1 }, "car: id:"],
    [{ id: 1, price: "lots" }, "car: price:"],
    ["not a car", "car:"],
  ])("bad car %j names the field", (raw, message) => {
    expect(() => runPrice(raw, site)).toThrow(message);
  });
});
