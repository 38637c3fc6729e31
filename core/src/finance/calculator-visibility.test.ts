import { describe, expect, it } from "vitest";
import { showsFinanceCalculator } from "./calculator-visibility";

describe("§5 finance calculator on the vehicle page", () => {
  it.each([
    ["angle", "in_stock", 30000, undefined, true],
    ["angle", "coming_soon", 30000, undefined, true],
    [null, "in_stock", 30000, undefined, false],
    ["angle", "in_stock", 0, undefined, false],
    ["angle", "in_stock", null, undefined, false],
    ["angle", "in_stock", 0, 25000, true],
    ["angle", "sold", 30000, undefined, false],
    ["angle", "withdrawn", 30000, undefined, false],
  ] as const)(
    "provider %j, status %s, price %j, amount %j → %j",
    (provider, status, price, amount, shown) => {
      expect(showsFinanceCalculator({ provider }, { status, price }, amount ?? price)).toBe(shown);
    },
  );

  it("uses the car price when no finance amount is given", () => {
    expect(showsFinanceCalculator({ provider: "manual" }, { status: "in_stock", price: 100 })).toBe(
      true,
    );
  });
});
