import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { showPriceComparison } from "../eligibility/price-comparison";
import { isComparable, marketPriceComparison, marketRange, percentile } from "./market-price";

const car = (id: string, price: number | null, extra: Record<string, unknown> = {}) => ({
  id,
  make: "Toyota",
  model: "RAV4",
  year: 2022,
  km: 50_000,
  price,
  ...extra,
});

describe("isComparable", () => {
  const subject = car("me", 40_000);
  it.each([
    ["same make/model/year/km", car("a", 39_000), true],
    ["case and spaces in make/model", car("b", 39_000, { make: " toyota", model: "rav4 " }), true],
    ["the car itself", car("me", 39_000), false],
    ["another model", car("c", 39_000, { model: "Corolla" }), false],
    ["3 years apart", car("d", 39_000, { year: 2019 }), false],
    ["2 years apart", car("e", 39_000, { year: 2020 }), true],
    ["41,000 km more", car("f", 39_000, { km: 91_000 }), false],
    ["40,000 km more", car("g", 39_000, { km: 90_000 }), true],
    ["priced $200 (not a real price)", car("h", 200), false],
    ["no price", car("i", null), false],
  ])("%s → %s", (_label, other, expected) => expect(isComparable(subject, other)).toBe(expected));

  it("high-km cars allow 40 % of their odometer", () => {
    expect(isComparable(car("x", 1, { km: 200_000 }), car("y", 20_000, { km: 270_000 }))).toBe(
      true,
    );
  });
});

describe("marketPriceComparison", () => {
  const stock = [35_000, 37_000, 38_000, 39_000, 40_000, 41_000, 42_000, 43_000, 45_000].map(
    (p, i) => car(`c${i}`, p),
  );

  it("gives the §3 fields from comparable stock", () => {
    const result = marketPriceComparison(car("me", 38_500), stock);
    expect(result).toMatchObject({
      listing_price: 38_500,
      market_range_min: 36_600,
      market_range_max: 43_400,
    });
    expect(result?.fill).toBeCloseTo((38_500 - 36_600) / (43_400 - 36_600), 2);
    expect(result?.confidence).toBeGreaterThan(0.2);
    expect(result?.description).toBe(
      "Priced $1,500 below the median of 9 similar Toyota RAV4s near 50,000 km.",
    );
    expect(showPriceComparison(result)).toBe(true);
  });

  it("describes a price above and in line with the market", () => {
    expect(marketPriceComparison(car("me", 46_000), stock)?.description).toMatch(
      /^Priced \$6,000 above/,
    );
    expect(marketPriceComparison(car("me", 40_200), stock)?.description).toMatch(
      /^Priced in line with/,
    );
  });

  it("an over-market listing is hidden by the §5 rule (max below listing)", () => {
    expect(showPriceComparison(marketPriceComparison(car("me", 60_000), stock))).toBe(false);
  });

  it("one comparable gives a low confidence the page hides", () => {
    const result = marketPriceComparison(car("me", 40_000), [car("only", 41_000)]);
    expect(result).toMatchObject({
      market_range_min: 41_000,
      market_range_max: 41_000,
      fill: 0.5,
      confidence: 0.25,
    });
    expect(result?.description).toBe(
      "Priced $1,000 below the median of 1 similar Toyota RAV4 near 50,000 km.",
    );
  });

  it.each([
    ["no comparables", car("me", 40_000), [car("x", 40_000, { model: "Camry" })]],
    ["an unpriced car", car("me", 0), stock],
    ["a null price", car("me", null), stock],
  ])("null for %s ('No data returned')", (_label, subject, list) => {
    expect(marketPriceComparison(subject, list)).toBeNull();
  });

  it("property: min ≤ max, fill and confidence within [0, 1]", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 201, max: 300_000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 201, max: 300_000 }),
        (prices, listing) => {
          const result = marketPriceComparison(
            car("me", listing),
            prices.map((p, i) => car(`s${i}`, p)),
          );
          expect(result).not.toBeNull();
          if (!result) return;
          expect(result.market_range_min).toBeLessThanOrEqual(result.market_range_max ?? 0);
          expect(result.fill).toBeGreaterThanOrEqual(0);
          expect(result.fill).toBeLessThanOrEqual(1);
          expect(result.confidence).toBeGreaterThanOrEqual(0);
          expect(result.confidence).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("percentile interpolates and rejects an empty list", () => {
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentile([10], 0.9)).toBe(10);
    expect(() => percentile([], 0.5)).toThrow("empty");
  });
});

describe("marketRange (a vehicle with no listing price: a trade-in)", () => {
  const stock = [35_000, 37_000, 38_000, 39_000, 40_000, 41_000, 42_000, 43_000, 45_000].map(
    (p, i) => car(`c${i}`, p),
  );
  const vehicle = { make: "Toyota", model: "RAV4", year: 2022, km: 50_000 };

  it("is the range of comparable stock, with no price asked for", () => {
    expect(marketRange(vehicle, stock)).toEqual({
      market_range_min: 36_600,
      market_range_max: 43_400,
    });
    expect(marketRange({ ...vehicle, model: "Camry" }, stock)).toBeNull();
  });

  it("property: the same range marketPriceComparison gives a listing of the vehicle", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 300_000 }),
            year: fc.integer({ min: 2015, max: 2025 }),
            km: fc.integer({ min: 0, max: 250_000 }),
          }),
          { maxLength: 30 },
        ),
        fc.integer({ min: 2015, max: 2025 }),
        fc.integer({ min: 0, max: 250_000 }),
        (others, year, km) => {
          const list = others.map((o, i) => car(`s${i}`, o.price, { year: o.year, km: o.km }));
          const listed = marketPriceComparison(car("me", 40_000, { year, km }), list);
          const range = marketRange({ ...vehicle, year, km }, list);
          expect(range).toEqual(
            listed && {
              market_range_min: listed.market_range_min,
              market_range_max: listed.market_range_max,
            },
          );
        },
      ),
    );
  });
});
