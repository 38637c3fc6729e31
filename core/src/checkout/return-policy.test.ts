import { describe, expect, it } from "vitest";
import { CARD_PAYMENT_METHODS } from "../payments/card-payment-methods";
import { defaultSiteConfig, SiteConfig } from "../schemas/site-config";
import { RETURN_POLICY_TERMS, showsReturnPolicy } from "./return-policy";

describe("§5 return policy and §2 card-payment strip", () => {
  it("lists the spec's six terms with the §9 window of 14 days and 500 km", () => {
    expect(RETURN_POLICY_TERMS).toEqual([
      "Consumer purchases only.",
      "Notify us within 14 days of delivery.",
      "No more than 500 km driven.",
      "At least a quarter tank of fuel.",
      "Keys and accessories returned.",
      "Free of encumbrance.",
    ]);
  });

  it("shows only where the site configures it", () => {
    const off = defaultSiteConfig("demo");
    expect(showsReturnPolicy(off)).toBe(false);
    expect(
      showsReturnPolicy(
        SiteConfig.parse({ ...off, features: { ...off.features, returnPolicy: true } }),
      ),
    ).toBe(true);
  });

  it("the card strip names Mastercard, Visa, Maestro, Google Pay and Apple Pay in that order", () => {
    expect(CARD_PAYMENT_METHODS).toEqual([
      "Mastercard",
      "Visa",
      "Maestro",
      "Google Pay",
      "Apple Pay",
    ]);
  });
});
