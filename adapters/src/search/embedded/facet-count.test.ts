import { facetValuesOf } from "@forecourt/core";
import { carArb } from "@forecourt/core/search/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyBits, setBit } from "./bitset";
import { countValues, MatchSet } from "./facet-count";
import { FieldIndex } from "./field-index";

const FIELDS = ["make", "car_type", "colour", "categories", "year", "seats"];

describe("facet counting (walk the set's docs or intersect the value postings)", () => {
  it("both ways give every value's count of cars in the set, small or large sets alike", () => {
    fc.assert(
      fc.property(
        fc.array(carArb, { minLength: 1, maxLength: 120 }),
        fc.constantFrom(...FIELDS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer(),
        (cars, name, share, seed) => {
          const capacity = Math.max(64, cars.length);
          const field = new FieldIndex(name, capacity);
          const all = emptyBits(capacity);
          const bits = emptyBits(capacity);
          let x = seed >>> 0;
          cars.forEach((car, doc) => {
            field.add(doc, car);
            setBit(all, doc);
            x = (Math.imul(x, 1103515245) + 12345) >>> 0;
            if (x / 2 ** 32 < share) setBit(bits, doc);
          });
          const want = new Map<string, number>();
          cars.forEach((car, doc) => {
            if ((bits[doc >>> 5] as number) & (1 << (doc & 31)))
              for (const v of facetValuesOf(car, name)) want.set(v, (want.get(v) ?? 0) + 1);
          });
          const list = new Uint32Array(capacity);
          for (const strategy of ["walk", "postings"] as const) {
            const counts = countValues(field, new MatchSet(bits, all, cars.length, list), strategy);
            const got = new Map<string, number>();
            for (let v = 1; v < counts.length; v++)
              if ((counts[v] as number) > 0)
                got.set(field.values[v] as string, counts[v] as number);
            expect(got).toEqual(want);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
