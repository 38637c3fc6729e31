import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAKES, searchStateArb } from "./arbitraries";
import { POPULAR_MAKES, splitPopularMakes, toggleMake } from "./make-toggle";

const makeArb = fc.constantFrom(...MAKES);
/** Search states weighted toward a chosen model (the case the rule is about). */
const stateArb = fc
  .tuple(searchStateArb(), fc.boolean(), fc.integer({ min: 1, max: 40 }))
  .map(([state, withModel, page]) => ({
    ...state,
    page,
    refinementList: withModel
      ? { ...state.refinementList, model: ["Corolla"] }
      : state.refinementList,
  }));

describe("§9 changing the makes drops the model", () => {
  it("a model chosen under Toyota goes when Mazda is ticked or Toyota unticked", () => {
    const state = {
      query: "",
      page: 3,
      sortBy: null,
      refinementList: { make: ["Toyota"], model: ["Corolla"], body: ["SUV"] },
      range: {},
      scope: null,
    };
    expect(toggleMake(state, "Mazda").refinementList).toEqual({
      make: ["Toyota", "Mazda"],
      body: ["SUV"],
    });
    expect(toggleMake(state, "Toyota").refinementList).toEqual({ body: ["SUV"] });
    expect(toggleMake(state, "Mazda").page).toBe(1);
  });

  it("ticking a make flips only that make, drops the model and keeps every other filter", () => {
    fc.assert(
      fc.property(stateArb, makeArb, (state, make) => {
        const next = toggleMake(state, make);
        const before = state.refinementList.make ?? [];
        const after = next.refinementList.make ?? [];
        expect(after.includes(make)).toBe(!before.includes(make));
        expect(after.filter((m) => m !== make)).toEqual(before.filter((m) => m !== make));
        expect(next.refinementList.model).toBeUndefined();
        const { make: _m, model: _n, ...others } = state.refinementList;
        const { make: _a, model: _b, ...kept } = next.refinementList;
        expect(kept).toEqual(others);
        expect(next.range).toEqual(state.range);
        expect(next.query).toBe(state.query);
        expect(next.page).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it("ticking a make twice gives back the same makes, without the model", () => {
    fc.assert(
      fc.property(stateArb, makeArb, (state, make) => {
        const twice = toggleMake(toggleMake(state, make), make);
        expect(new Set(twice.refinementList.make ?? [])).toEqual(
          new Set(state.refinementList.make ?? []),
        );
        expect(twice.refinementList.model).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});

describe("§9 the make dropdown: popular makes, then A–Z", () => {
  it("keeps the first 20 in facet order and sorts the rest by name", () => {
    const options = Array.from({ length: 23 }, (_, i) => ({ label: `Make ${String(30 - i)}` }));
    const { popular, all } = splitPopularMakes(options);
    expect(popular).toEqual(options.slice(0, POPULAR_MAKES));
    expect(all.map((o) => o.label)).toEqual(["Make 10", "Make 8", "Make 9"]);
  });
});
