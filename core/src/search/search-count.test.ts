import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayedSearchCount, SEARCH_COUNT_CAP } from "./search-count";

const facets = {
  car_type: [
    { label: "New", value: "new", count: 1500 },
    { label: "Used", value: "used", count: 1200 },
  ],
};

describe("§5 search count", () => {
  it.each([
    ["1999 is kept", 1999, null, facets, 1999],
    ["2000 becomes the configured stock count", 2000, 2345, facets, 2345],
    ["2000 becomes a facet sum without a stock count", 2000, null, facets, 2700],
    ["kept when there is neither", 5000, null, {}, 5000],
  ])("%s", (_, count, stockCount, f, expected) => {
    expect(displayedSearchCount(count, f, { stock: { stockCount } })).toBe(expected);
  });

  it("counts up to the cap are never changed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SEARCH_COUNT_CAP }),
        fc.option(fc.nat()),
        (count, stockCount) => {
          expect(displayedSearchCount(count, facets, { stock: { stockCount } })).toBe(count);
        },
      ),
    );
  });
});
