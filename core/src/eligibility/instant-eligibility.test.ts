import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isInstantEligible } from "./instant-eligibility";
import { isPurchasable } from "./purchasable";

describe("§4 instant valuation or finance eligibility", () => {
  it.each([
    [{ status: "in_stock", price: 201 }, true],
    [{ status: "in_stock", price: 200 }, false],
    [{ status: "in_stock", price: null }, false],
    [{ status: "in_stock", price: 25990, sold: true }, false],
    [{ status: "in_stock", price: 25990, reserved: true }, false],
    [{ status: "coming_soon", price: 25990 }, false],
    [{ status: "sold", price: 25990 }, false],
  ] as const)("%j → %s", (car, eligible) => {
    expect(isInstantEligible(car)).toBe(eligible);
  });

  it("property: eligible implies in_stock, not sold, not reserved, price > 200", () => {
    const carArb = fc.record({
      status: fc.constantFrom("in_stock", "coming_soon", "sold", "x"),
      price: fc.option(fc.integer({ min: -10, max: 1000 })),
      sold: fc.option(fc.boolean()),
      reserved: fc.option(fc.boolean()),
    });
    fc.assert(
      fc.property(carArb, (car) => {
        const expected =
          car.status === "in_stock" &&
          car.sold !== true &&
          car.reserved !== true &&
          (car.price ?? 0) > 200;
        expect(isInstantEligible(car)).toBe(expected);
      }),
    );
  });

  it("purchasable: available and not sold", () => {
    expect(isPurchasable({ status: "in_stock" })).toBe(true);
    expect(isPurchasable({ status: "coming_soon" })).toBe(true);
    expect(isPurchasable({ status: "in_stock", sold: true })).toBe(false);
    expect(isPurchasable({ status: "sold" })).toBe(false);
    expect(isPurchasable({ status: "withdrawn" })).toBe(false);
  });
});
