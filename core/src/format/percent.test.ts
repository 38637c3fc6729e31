import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPercent } from "./percent";

describe("percentage to N decimals (§9 finance estimate text)", () => {
  it.each([
    [6.29, 2, "6.29%"],
    [8.19, 2, "8.19%"],
    [10, 1, "10.0%"],
    [30, 1, "30.0%"],
    [12.94, 2, "12.94%"],
    [8.375, 2, "8.38%"],
    [19.415, 2, "19.42%"],
    [7.5, 0, "8%"],
  ] as const)("(%j, %j) → %s", (value, decimals, text) => {
    expect(formatPercent(value, decimals)).toBe(text);
  });

  it("always shows exactly the asked number of decimals", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const text = formatPercent(value, decimals);
          const fraction = text.slice(0, -1).split(".")[1] ?? "";
          expect(fraction.length).toBe(decimals);
          expect(Math.abs(Number(text.slice(0, -1)) - value)).toBeLessThanOrEqual(
            0.5 * 10 ** -decimals + 1e-9,
          );
        },
      ),
    );
  });
});
