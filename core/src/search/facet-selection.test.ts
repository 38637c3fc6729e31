import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withSelectedFacetValues } from "./facet-selection";
import { isPastLastPage } from "./stock-query";

describe("issue 14 §3 selected facet values stay visible", () => {
  it("adds a ticked value the results no longer have, with count 0", () => {
    const items = [{ label: "SUV", value: "SUV", count: 4 }];
    expect(withSelectedFacetValues("body", items, ["Ute", "SUV"])).toEqual([
      { label: "SUV", value: "SUV", count: 4 },
      { label: "Ute", value: "Ute", count: 0 },
    ]);
    expect(withSelectedFacetValues("car_type", [], ["used"])).toEqual([
      { label: "Used", value: "used", count: 0 },
    ]);
  });

  it("every selected value is listed exactly once and engine counts are kept", () => {
    const item = fc.record({
      label: fc.string(),
      value: fc.constantFrom("a", "b", "c", "d"),
      count: fc.nat(),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(item, { selector: (i) => i.value }),
        fc.array(fc.constantFrom("a", "b", "c", "d", "e")),
        (items, selected) => {
          const out = withSelectedFacetValues("body", items, selected);
          for (const v of selected) expect(out.filter((i) => i.value === v)).toHaveLength(1);
          expect(out.slice(0, items.length)).toEqual(items);
          for (const extra of out.slice(items.length)) expect(extra.count).toBe(0);
        },
      ),
    );
  });
});

describe("issue 14 §3 a page past the last is a 404", () => {
  it.each([
    [1, 0, false],
    [1, 1, false],
    [2, 1, true],
    [5, 5, false],
    [6, 5, true],
  ])("page %i of %i pages → past the last: %s", (page, pages, past) => {
    expect(isPastLastPage(page, pages)).toBe(past);
  });
});
