import { describe, expect, it } from "vitest";
import { PRICE_STEP, priceSliderEnds } from "./price-slider";

describe("§2 the price range slider's ends", () => {
  it.each([
    [
      { min: 12_345, max: 48_001 },
      { min: 12_000, max: 48_500 },
    ],
    [
      { min: 0, max: 499 },
      { min: 0, max: PRICE_STEP },
    ],
    [
      { min: 20_000, max: 20_000 },
      { min: 20_000, max: 20_500 },
    ],
    [
      { min: -5, max: 1_000 },
      { min: 0, max: 1_000 },
    ],
  ])("prices %j → whole steps %j", (stats, ends) => {
    expect(priceSliderEnds(stats)).toEqual(ends);
  });

  it("has none when no matching car has a price", () => {
    expect(priceSliderEnds(undefined)).toBeNull();
    expect(priceSliderEnds({ min: 0, max: 0 })).toBeNull();
  });
});
