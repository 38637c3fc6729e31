import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  filterValue,
  foldedTokens,
  fromScaled,
  scaledAbove,
  scaledAtLeast,
  scaledAtMost,
  sortableId,
  toScaled,
  valueKey,
} from "./encoding";

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const jsOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Numbers as feeds send them: up to three decimals. */
const thousandths = fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }).map((k) => k / 1000);
/** Filter bounds as people type them: up to four decimals. */
const bounds = fc.integer({ min: -20_000_000_000, max: 20_000_000_000 }).map((k) => k / 10_000);

describe("Typesense value encoding", () => {
  it("keys are 20 lower-case hex digits, equal only for equal values (case and punctuation count)", () => {
    expect(valueKey("CX-5")).toMatch(/^[0-9a-f]{20}$/);
    expect(valueKey("CX-5")).not.toBe(valueKey("cx5"));
    expect(valueKey("CX-5")).not.toBe(valueKey("CX5"));
    expect(valueKey("a-b")).not.toBe(valueKey("ab"));
    expect(valueKey("Toyota")).toBe(valueKey("Toyota"));
  });

  it("filter values go in backticks with no backtick inside; a value with nothing to compare is null", () => {
    expect(filterValue("Land [Rover], (a || b) && c")).toBe("`Land [Rover], (a || b) && c`");
    expect(filterValue("x`y")).toBe("`xy`");
    expect(filterValue("back\\`tick")).toBe("`back\\tick`");
    expect(filterValue("]")).toBeNull();
    expect(filterValue("`")).toBeNull();
    fc.assert(
      fc.property(fc.string(), (v) => {
        const out = filterValue(v);
        if (out === null) {
          expect(foldedTokens(v)).toEqual([]);
        } else {
          expect(out).toMatch(/^`[^`]+`$/);
          // Dropping the backticks changes nothing Typesense compares.
          expect(foldedTokens(out.slice(1, -1))).toEqual(foldedTokens(v));
        }
      }),
    );
  });

  it("folds as Typesense's filter does: case, accents and punctuation", () => {
    expect(foldedTokens("CX-5")).toEqual(foldedTokens("cx5"));
    expect(foldedTokens("Ünïcödé Straße")).toEqual(["unicode", "straße"]);
    expect(foldedTokens("a-b")).toEqual(foldedTokens("ab"));
  });

  it("sortable ids keep JavaScript string order and use only lower-case hex after the tag", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (a, b) => {
        expect(sign(jsOrder(sortableId(a), sortableId(b)))).toBe(sign(jsOrder(a, b)));
        expect(sortableId(a)).toMatch(/^i[0-9a-f]*$/);
      }),
      { numRuns: 500 },
    );
    expect(jsOrder(sortableId("1"), sortableId("12"))).toBe(-1);
    expect(jsOrder(sortableId("12"), sortableId("2"))).toBe(-1);
  });

  it("numbers round-trip through thousandths", () => {
    fc.assert(fc.property(thousandths, (v) => fromScaled(toScaled(v)) === v));
    expect(fromScaled(toScaled(149.99))).toBe(149.99);
  });

  it("scaled bounds keep >=, <= and > exactly for values in thousandths", () => {
    fc.assert(
      fc.property(bounds, fc.integer({ min: -2, max: 2 }), thousandths, (b, step, far) => {
        // Mostly values a step or two from the bound, where rounding would show.
        const v = step === 2 ? far : (Math.round(b * 1000) + step) / 1000;
        const s = toScaled(v);
        expect(s >= scaledAtLeast(b)).toBe(v >= b);
        expect(s <= scaledAtMost(b)).toBe(v <= b);
        expect(s > scaledAbove(b)).toBe(v > b);
      }),
      { numRuns: 1000 },
    );
  });
});
