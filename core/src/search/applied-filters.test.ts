import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appliedFilters, withoutAppliedFilters } from "./applied-filters";
import { searchStateArb } from "./arbitraries";
import { emptySearchState, normalizeSearchState } from "./search-state";

describe("issue 14 §3 applied-filter chips", () => {
  it("one chip per keyword, refined value and range; the page's car type is not one", () => {
    const state = {
      ...emptySearchState(),
      query: "hilux sr5",
      page: 3,
      refinementList: { car_type: ["used"], make: ["Toyota", "Ford"], body: ["Ute"] },
      range: { price: { min: 10000, max: 30000 }, km: { max: 50000 } },
    };
    const chips = appliedFilters(state);
    expect(chips.map((c) => [c.key, c.label])).toEqual([
      ["query", "“hilux sr5”"],
      ["make:Toyota", "Toyota"],
      ["make:Ford", "Ford"],
      ["body:Ute", "Ute"],
      ["range:price", "Price: $10,000 to $30,000"],
      ["range:km", "Kilometres: up to 50,000 km"],
    ]);
    const ford = chips.find((c) => c.key === "make:Ford");
    expect(ford?.without.refinementList.make).toEqual(["Toyota"]);
    expect(ford?.without.page).toBe(1);
  });

  it("a value that does not say what it is out of its facet is named: never a bare 'true'", () => {
    const state = {
      ...emptySearchState(),
      refinementList: { certified: ["true"], seats: ["7"], year: ["2021"], state: ["QLD"] },
    };
    expect(appliedFilters(state).map((c) => c.label)).toEqual([
      "7 seats",
      "QLD",
      "Year: 2021",
      "Certified pre-owned",
    ]);
  });

  it("removing a chip removes exactly that filter and nothing else", () => {
    fc.assert(
      fc.property(searchStateArb({ values: "any" }), (s) => {
        const chips = appliedFilters(s);
        for (const chip of chips) {
          const left = appliedFilters(chip.without).map((c) => c.key);
          const expected = chips.map((c) => c.key).filter((k) => k !== chip.key);
          expect(new Set(left)).toEqual(new Set(expected));
        }
      }),
    );
  });

  it("Clear all leaves no chip and keeps the car type and scope", () => {
    fc.assert(
      fc.property(searchStateArb({ values: "any" }), (s) => {
        const cleared = withoutAppliedFilters(s);
        expect(appliedFilters(cleared)).toEqual([]);
        expect(normalizeSearchState(cleared).refinementList.car_type).toEqual(
          normalizeSearchState(s).refinementList.car_type,
        );
        expect(cleared.scope).toEqual(s.scope);
      }),
    );
  });
});
