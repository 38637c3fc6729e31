import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";
import { countOf, formatDollars, formatThousands } from "./thousands";

describe("thousands separators without decimal.js", () => {
  it("gives formatMoney's digits for any amount a feed can hold", () => {
    const amounts = fc.oneof(
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n + 0.5),
      fc.constantFrom(0, -0, 0.5, -0.5, 999.5, -999.5, 1e15),
    );
    fc.assert(
      fc.property(amounts, (n) => {
        expect(formatThousands(n)).toBe(formatMoney(n).replace("$", ""));
        expect(formatDollars(n)).toBe(formatMoney(n));
      }),
    );
  });

  it("reads numeric strings and refuses what is not a number", () => {
    expect(formatThousands("150000")).toBe("150,000");
    expect(() => formatThousands("1,000")).toThrow(RangeError);
    expect(() => formatThousands(Number.NaN)).toThrow(RangeError);
  });
});

describe("countOf", () => {
  it("is singular for one and plural otherwise, grouped", () => {
    expect(countOf(1, "lead")).toBe("1 lead");
    expect(countOf(0, "lead")).toBe("0 leads");
    expect(countOf(1250, "car")).toBe("1,250 cars");
    expect(countOf(2, "person", "people")).toBe("2 people");
  });
});
