import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAUGE_ANIMATION_MS, priceGauge } from "./price-gauge";

const data = {
  fill: 0.4,
  listing_price: 25990,
  market_range_min: 24000,
  market_range_max: 28990,
  confidence: 0.72,
  description: "Priced $1,000 below the median of 9 similar Toyota Corollas.",
};

describe("§2 price-comparison gauge", () => {
  it("says where the listing sits in the market range", () => {
    expect(priceGauge(data)).toEqual({
      needle: 0.4,
      position: "within",
      listing: "$25,990",
      min: "$24,000",
      max: "$28,990",
      summary: "Listed at $25,990; market range $24,000–$28,990",
      description: "Priced $1,000 below the median of 9 similar Toyota Corollas.",
    });
  });

  it("a listing under the market minimum is 'below', with the needle at the start", () => {
    expect(priceGauge({ ...data, listing_price: 22990, fill: 0 })).toMatchObject({
      needle: 0,
      position: "below",
    });
  });

  it.each([
    ["confidence 0.2", { ...data, confidence: 0.2 }],
    ["market max below the listing", { ...data, market_range_max: 25000 }],
    ["no fill", { ...data, fill: null }],
    ["no response (a failed fetch)", null],
  ])("hidden (§5): %s", (_name, response) => {
    expect(priceGauge(response)).toBeNull();
  });

  it("a blank description is none", () => {
    expect(priceGauge({ ...data, description: " " })?.description).toBeNull();
  });

  it("§9 the needle animates within 2 to 2.5 s", () => {
    expect(GAUGE_ANIMATION_MS).toBeGreaterThanOrEqual(2000);
    expect(GAUGE_ANIMATION_MS).toBeLessThanOrEqual(2500);
  });

  it("property: the needle always rests on the dial", () => {
    fc.assert(
      fc.property(fc.double({ min: -5, max: 5, noNaN: true }), (fill) => {
        const needle = priceGauge({ ...data, fill })?.needle ?? -1;
        expect(needle).toBeGreaterThanOrEqual(0);
        expect(needle).toBeLessThanOrEqual(1);
      }),
    );
  });
});
