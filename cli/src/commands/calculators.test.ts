import { describe, expect, it } from "vitest";
import { runFuel } from "./fuel";
import { runSalesCounter } from "./sales-counter";

describe("forecourt fuel", () => {
  it("defaults per §5: 250 km, 10 L/100km, 1.70 → 42.50", () => {
    expect(runFuel({}).data).toEqual({ cost: "42.50" });
  });

  it("given flags", () => {
    expect(runFuel({ distance: "100", consumption: "7.3", fuelPrice: "1.899" }).data.cost).toBe(
      "13.86",
    );
  });

  it.each([
    [{ distance: "far" }, "--distance: must be a decimal number"],
    [{ consumption: "-1" }, "--consumption: must not be negative"],
    [{ fuelPrice: "x" }, "--fuel-price: must be a decimal number"],
  ])("%j → %s", (flags, message) => {
    expect(() => runFuel(flags)).toThrow(message);
  });
});

describe("forecourt sales-counter", () => {
  it("(day − 1) × 192 + elapsed seconds / 450, in Brisbane", () => {
    // 2026-03-15 12:00 Brisbane: 14 × 192 + 43,200 / 450 = 2688 + 96.
    expect(runSalesCounter(new Date("2026-03-15T02:00:00Z")).data).toEqual({ value: 2784 });
    expect(runSalesCounter(new Date("2026-02-28T14:00:00Z")).data).toEqual({ value: 0 });
  });
});
