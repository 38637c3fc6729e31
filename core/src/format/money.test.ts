import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Dec } from "./decimal";
import { formatMoney, formatMoneyWithCents, formatThousands, parseMoney } from "./money";

/** Whole-dollar amounts weighted toward separator boundaries (999, 1000, 999999, …). */
const wholeDollarsArb = fc.oneof(
  fc.constantFrom(0, 1, 10, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 250000),
  fc.integer({ min: 0, max: 10_000_000_000 }),
);
const signedDollarsArb = fc.oneof(
  wholeDollarsArb,
  wholeDollarsArb.map((n) => -n),
);

describe("§9 money format: $ + thousands separators, no decimals", () => {
  it.each([
    [25990, "$25,990"],
    [27990, "$27,990"],
    [0, "$0"],
    [999, "$999"],
    [1000, "$1,000"],
    [250000, "$250,000"],
    [1234567, "$1,234,567"],
    [135.2, "$135"],
    [135.5, "$136"],
    [-1500, "-$1,500"],
    [-0.2, "$0"],
    ["30000", "$30,000"],
  ] as const)("%j → %s", (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it("accepts a Dec without losing precision", () => {
    expect(formatMoney(new Dec("12345678901234567890.5"))).toBe("$12,345,678,901,234,567,891");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("refuses %j", (value) => {
    expect(() => formatMoney(value)).toThrow(RangeError);
    expect(() => formatMoneyWithCents(value)).toThrow(RangeError);
  });

  it("round trips whole dollars through parseMoney", () => {
    fc.assert(
      fc.property(signedDollarsArb, (n) => {
        expect(parseMoney(formatMoney(n))).toBe(n === 0 ? 0 : n);
      }),
    );
  });

  it("groups digits in threes with a comma, never a decimal point", () => {
    fc.assert(
      fc.property(signedDollarsArb, (n) => {
        const text = formatMoney(n);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*$/);
        expect(text.replace(/[-$,]/g, "")).toBe(String(Math.abs(n)));
      }),
    );
  });

  it("rounds fractional amounts half-up to the nearest dollar", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (d, c) => {
          const expected = c >= 50 ? d + 1 : d;
          expect(parseMoney(formatMoney(`${d}.${String(c).padStart(2, "0")}`))).toBe(expected);
        },
      ),
    );
  });
});

describe("thousands without currency", () => {
  it.each([
    [12345, "12,345"],
    [999, "999"],
    [-1500, "-1,500"],
  ] as const)("%j → %s", (value, text) => {
    expect(formatThousands(value)).toBe(text);
  });
});

describe("money with cents (fixed fees, §9)", () => {
  it.each([
    [912.25, "$912.25"],
    [395, "$395"],
    [6, "$6"],
    [1360.5, "$1,360.50"],
  ] as const)("%j → %s", (value, text) => {
    expect(formatMoneyWithCents(value)).toBe(text);
  });
});

describe("§5 money input parsing", () => {
  it.each([
    ["$25,990", 25990],
    ["25990", 25990],
    [" $ 5,000 ", 5000],
    ["$1,000.50", 1000.5],
    ["-$1,500", -1500],
    ["$25,99", null],
    ["$1,0000", null],
    ["abc", null],
    ["", null],
  ] as const)("%j → %j", (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });
});
