import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPARE_LIMIT } from "./compare-limit";
import {
  compareFullMessage,
  compareHref,
  formatCompareParam,
  parseCompareParam,
  toggleCompare,
} from "./compare-list";

const idArb = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== "");
const listArb = fc.uniqueArray(idArb, { maxLength: COMPARE_LIMIT });

describe("compare list (issue 14 §2)", () => {
  it("holds up to 4 cars and refuses a fifth without dropping one", () => {
    let ids: string[] = [];
    for (const id of ["a", "b", "c", "d"]) {
      const next = toggleCompare(ids, id);
      expect(next.outcome).toBe("added");
      ids = next.ids;
    }
    expect(toggleCompare(ids, "e")).toEqual({ ids: ["a", "b", "c", "d"], outcome: "full" });
    expect(toggleCompare(ids, "b")).toEqual({ ids: ["a", "c", "d"], outcome: "removed" });
    expect(compareFullMessage()).toBe("You can compare up to 4 cars. Remove one to add another.");
  });

  it("property: a toggle never loses a car it did not remove and never exceeds the limit", () => {
    fc.assert(
      fc.property(listArb, idArb, (ids, id) => {
        const next = toggleCompare(ids, id);
        expect(next.ids.length).toBeLessThanOrEqual(COMPARE_LIMIT);
        for (const kept of ids) if (kept !== id) expect(next.ids).toContain(kept);
        expect(next.ids.includes(id)).toBe(next.outcome === "added");
      }),
      { numRuns: 200 },
    );
  });

  it("reads a shared address: trims, drops blanks and repeats, counts ids past the limit", () => {
    expect(parseCompareParam("a, b,,a,c")).toEqual({ ids: ["a", "b", "c"], over: 0 });
    expect(parseCompareParam("1,2,3,4,5,6")).toEqual({ ids: ["1", "2", "3", "4"], over: 2 });
    expect(parseCompareParam("%E0%A4%A,ok")).toEqual({ ids: ["ok"], over: 0 });
    expect(parseCompareParam(null)).toEqual({ ids: [], over: 0 });
    expect(compareHref(["12", "34"])).toBe("/compare?cars=12,34");
    expect(compareHref([])).toBe("/compare");
  });

  it("property: format then parse gives the same ids, also through a real URL", () => {
    fc.assert(
      fc.property(listArb, (ids) => {
        expect(parseCompareParam(formatCompareParam(ids)).ids).toEqual(ids);
        const url = new URL(compareHref(ids), "https://dealer.example");
        expect(parseCompareParam(url.searchParams.get("cars")).ids).toEqual(ids);
      }),
      { numRuns: 300 },
    );
  });
});
