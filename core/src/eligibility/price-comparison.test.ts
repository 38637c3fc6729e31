import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { marketPriceBadge } from "./market-price-badge";
import { showPriceComparison } from "./price-comparison";

const full = {
  fill: 0.6,
  listing_price: 25990,
  market_range_min: 24000,
  market_range_max: 28000,
  confidence: 0.8,
};

describe("§5 price-comparison block", () => {
  it.each([
    ["all present, confidence 0.8", full, true],
    ["confidence exactly 0.2", { ...full, confidence: 0.2 }, false],
    ["confidence 0.21", { ...full, confidence: 0.21 }, true],
    ["market max below listing price", { ...full, market_range_max: 25989 }, false],
    ["market max equal to listing price", { ...full, market_range_max: 25990 }, true],
    ["no fill", { ...full, fill: null }, false],
    ["no listing price", { ...full, listing_price: null }, false],
    ["no market min", { ...full, market_range_min: null }, false],
    ["no market max", { ...full, market_range_max: undefined }, false],
    ["no confidence", { ...full, confidence: null }, false],
  ])("%s → %s", (_n, data, shown) => {
    expect(showPriceComparison(data)).toBe(shown);
  });

  it("hidden on a failed fetch (no data)", () => {
    expect(showPriceComparison(null)).toBe(false);
  });
});

describe("§5 market-price badge", () => {
  const site = defaultSiteConfig("demo");
  const car = (price: number, state: number | null, national: number | null) => ({
    price,
    autograb_data: { state_average_market_price: state, average_market_price: national },
  });

  it.each([
    ["exactly 500 below the state average", car(29500, 30000, 40000), true, "state"],
    ["499 below the state average", car(29501, 30000, 20000), false, "state"],
    ["no state average: 500 below national", car(29500, null, 30000), true, "national"],
    ["above the average", car(31000, 30000, null), false, "state"],
    ["no averages", car(29500, null, null), false, null],
  ] as const)("%s → %s", (_n, c, visible, reference) => {
    expect(marketPriceBadge(c, site)).toMatchObject({ visible, reference });
  });

  it("the '$499 or more' reading shows at 499 below", () => {
    expect(marketPriceBadge(car(29501, 30000, null), site, "499-or-more").visible).toBe(true);
  });

  it.each([[{ status: "sold" as const }], [{ status: "in_stock" as const, sold: true }]])(
    "never on a sold car (%j), however far below the average",
    (sold) => {
      expect(marketPriceBadge({ ...car(20000, 30000, null), ...sold }, site).visible).toBe(false);
      expect(marketPriceBadge(car(20000, 30000, null), site).visible).toBe(true);
    },
  );

  it("the site switch turns it off", () => {
    const off = { features: { ...site.features, marketPriceBadge: false } };
    expect(marketPriceBadge(car(20000, 30000, null), off).visible).toBe(false);
  });
});
