import { describe, expect, it } from "vitest";
import { availabilityOf, isAvailable, showsSoldView } from "./availability";

describe("§4 Availability", () => {
  it.each([
    ["in_stock", "available", true],
    ["coming_soon", "available", true],
    ["sold", "sold", false],
    ["withdrawn", "unavailable", false],
    ["", "unavailable", false],
    [null, "unavailable", false],
    [undefined, "unavailable", false],
  ] as const)("status %j → %s", (status, expected, available) => {
    expect(availabilityOf({ status })).toBe(expected);
    expect(isAvailable({ status })).toBe(available);
  });

  it("sold view for status sold or the sold flag", () => {
    expect(showsSoldView({ status: "sold" })).toBe(true);
    expect(showsSoldView({ status: "in_stock", sold: true })).toBe(true);
    expect(showsSoldView({ status: "in_stock", sold: false })).toBe(false);
  });
});
