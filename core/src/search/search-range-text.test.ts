import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchRangeText } from "./search-range-text";

describe("searchRangeText", () => {
  const cases: Array<[string, Parameters<typeof searchRangeText>[0], string]> = [
    [
      "the first page",
      { count: 709, page: 1, pageSize: 21, shown: 21, word: "car" },
      "Showing 1–21 of 709 cars",
    ],
    [
      "the last page",
      { count: 709, page: 34, pageSize: 21, shown: 16, word: "car" },
      "Showing 694–709 of 709 cars",
    ],
    [
      "thousands",
      { count: 2400, page: 2, pageSize: 21, shown: 21, word: "car" },
      "Showing 22–42 of 2,400 cars",
    ],
    [
      "one page holds them",
      { count: 15, page: 1, pageSize: 21, shown: 15, word: "car" },
      "Showing all 15 cars",
    ],
    [
      "one car",
      { count: 1, page: 1, pageSize: 21, shown: 1, word: "caravan" },
      "Showing 1 caravan",
    ],
    ["none listed", { count: 0, page: 1, pageSize: 21, shown: 0, word: "car" }, "0 cars found"],
  ];
  it.each(cases)("names the page's cars: %s", (_name, input, expected) => {
    expect(searchRangeText(input)).toBe(expected);
  });

  it("never names a car past the total, nor a range running backwards", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 21 }),
        (count, page, shown) => {
          const text = searchRangeText({ count, page, pageSize: 21, shown, word: "car" });
          const range = /^Showing ([\d,]+)–([\d,]+) of ([\d,]+) cars?$/.exec(text);
          if (!range) return;
          const [from, to, total] = range.slice(1).map((n) => Number(n.replace(/,/g, "")));
          expect(from).toBeLessThanOrEqual(to as number);
          expect(to).toBeLessThanOrEqual(total as number);
          expect(total).toBe(count);
        },
      ),
      { numRuns: 300 },
    );
  });
});
