import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FUEL_DEFAULTS, fuelCalculatorVisible, fuelCost, fuelInputsForCar } from "./fuel-cost";

describe("§5 fuel calculator", () => {
  it("defaults are fuel price 1.70, 250 kms/week, 10 L/100km", () => {
    expect(FUEL_DEFAULTS).toEqual({ fuelPrice: 1.7, distanceKm: 250, consumptionL100: 10 });
    // 250/100 × 10 × 1.70 = 42.50
    expect(fuelCost()).toBe("42.50");
  });

  it.each([
    [{ distanceKm: 250, consumptionL100: 10, fuelPrice: 1.7 }, "42.50"],
    [{ distanceKm: 100, consumptionL100: 7.3, fuelPrice: 1.899 }, "13.86"],
    [{ distanceKm: 0, consumptionL100: 10, fuelPrice: 1.7 }, "0.00"],
    [{ distanceKm: 333, consumptionL100: 6.1, fuelPrice: 2.05 }, "41.64"],
    [{ consumptionL100: 5 }, "21.25"],
  ])("%j → %s", (input, cost) => {
    expect(fuelCost(input)).toBe(cost);
  });

  it("hidden for electric fuel only", () => {
    expect(fuelCalculatorVisible({ simple_fuel: "Electric" })).toBe(false);
    expect(fuelCalculatorVisible({ fuel: "electric" })).toBe(false);
    expect(fuelCalculatorVisible({ simple_fuel: "Hybrid" })).toBe(true);
    expect(fuelCalculatorVisible({ simple_fuel: "Petrol" })).toBe(true);
    expect(fuelCalculatorVisible({})).toBe(true);
  });

  it("a blank simple fuel is not given: the detailed one decides (issue 31 §4)", () => {
    expect(fuelCalculatorVisible({ simple_fuel: "  ", fuel: "Electric" })).toBe(false);
  });

  it.each([
    ["caravan", false],
    ["Trailer", false],
    ["camper", false],
    ["motorhome", true],
    ["motorcycle", true],
    ["truck", true],
  ])("item type %s → fuel calculator %s (issue 15 §1)", (item_type, visible) => {
    expect(fuelCalculatorVisible({ simple_fuel: "Diesel", item_type })).toBe(visible);
  });

  it("uses the car's combined consumption when known, else 10", () => {
    expect(fuelInputsForCar({ fuelconsumptioncombined: 6.4 }).consumptionL100).toBe(6.4);
    expect(fuelInputsForCar({ fuelconsumptioncombined: null }).consumptionL100).toBe(10);
    expect(fuelInputsForCar({ fuelconsumptioncombined: 0 }).consumptionL100).toBe(10);
  });

  const cents = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100);
  it("property: linear in distance (doubling the distance doubles the exact cost)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), cents, cents, (d, c, p) => {
        const one = new Decimal(fuelCost({ distanceKm: d, consumptionL100: c, fuelPrice: p }));
        const two = new Decimal(fuelCost({ distanceKm: 2 * d, consumptionL100: c, fuelPrice: p }));
        // Each side is rounded to the cent, so the doubled result is within one cent of twice the single.
        expect(two.minus(one.times(2)).abs().lte(0.01)).toBe(true);
        const exact = new Decimal(d).div(100).times(c).times(p);
        expect(one.minus(exact).abs().lte(0.005)).toBe(true);
        expect(fuelCost({ distanceKm: d, consumptionL100: c, fuelPrice: p })).toMatch(
          /^\d+\.\d{2}$/,
        );
      }),
    );
  });
});
