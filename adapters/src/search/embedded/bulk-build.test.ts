import { type Car, carIdentifierWords, carKeywordWords, facetValuesOf } from "@forecourt/core";
import { carArb } from "@forecourt/core/search/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Bitset, hasBit } from "./bitset";
import type { Posting } from "./doc-list";
import { FieldIndex } from "./field-index";
import { TextIndex } from "./text-index";

/**
 * The build indexes a whole stock at once (field by field, identifier words sorted once);
 * later changes go car by car. Both must describe the same cars.
 */

const FIELDS = ["make", "model", "colour", "categories", "year", "seats", "price_range", "body"];

function docsOf(p: Posting, capacity: number): number[] {
  const docs: number[] = [];
  for (let d = 0; d < capacity; d++) if (p.has(d)) docs.push(d);
  return docs;
}

function docsIn(bits: Bitset | null, n: number): number[] {
  const docs: number[] = [];
  for (let d = 0; d < n; d++) if (bits && hasBit(bits, d)) docs.push(d);
  return docs;
}

/** Stock numbers and VINs from a small pool, so cars share identifier words (and one car may repeat one). */
const carsArb = fc.array(
  fc
    .tuple(
      carArb,
      fc.constantFrom("X-1", "X-2", "Y-1", "7", null),
      fc.constantFrom("X1VIN", "7", "JT12345", null),
    )
    .map(([car, stocknum, vin]): Car => ({ ...car, stocknum, vin })),
  { minLength: 0, maxLength: 120 },
);

describe("building a site's index at once", () => {
  it("a field indexed at once holds the same values and cars as one indexed car by car", () => {
    fc.assert(
      fc.property(carsArb, fc.constantFrom(...FIELDS), (cars, name) => {
        const capacity = Math.max(64, cars.length);
        const atOnce = new FieldIndex(name, capacity);
        atOnce.addAll(cars);
        const oneByOne = new FieldIndex(name, capacity);
        for (const [doc, car] of cars.entries()) oneByOne.add(doc, car);
        expect(atOnce.values).toEqual(oneByOne.values);
        expect([...atOnce.codes]).toEqual([...oneByOne.codes]);
        expect([...atOnce.extra]).toEqual([...oneByOne.extra]);
        for (let c = 1; c < atOnce.values.length; c++) {
          const p = atOnce.postings[c] as Posting;
          expect(p.size).toBe((oneByOne.postings[c] as Posting).size);
          expect(docsOf(p, capacity)).toEqual(docsOf(oneByOne.postings[c] as Posting, capacity));
          const expected = cars.flatMap((car, d) =>
            facetValuesOf(car, name).includes(atOnce.values[c] as string) ? [d] : [],
          );
          expect(docsOf(p, capacity)).toEqual(expected);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("words indexed at once find the cars holding a word that starts with the typed one, before and after changes", () => {
    fc.assert(
      fc.property(carsArb, carsArb, (cars, changes) => {
        const capacity = Math.max(64, cars.length + changes.length);
        const text = new TextIndex(capacity);
        text.addAll(cars);
        const byDoc: Array<Car | undefined> = [...cars];
        // Change the first cars and remove every third one: the frozen words must follow.
        changes.forEach((car, i) => {
          if (i < cars.length) {
            text.replace(i, cars[i] as Car, car);
            byDoc[i] = car;
          }
        });
        for (let d = 0; d < cars.length; d += 3) {
          text.remove(d, byDoc[d] as Car);
          byDoc[d] = undefined;
        }
        const words = (car: Car) => [...carKeywordWords(car), ...carIdentifierWords(car)];
        const typed = new Set(byDoc.flatMap((c) => (c ? words(c) : [])));
        for (const w of [...typed, "x", "7", "jt1"]) {
          const expected = byDoc.flatMap((car, d) =>
            car && words(car).some((t) => t.startsWith(w)) ? [d] : [],
          );
          if (expected.length === 0) continue; // a typo search: not what is built here
          expect(docsIn(text.matching(w), byDoc.length)).toEqual(expected);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("a word several cars hold, twice in one of them, leaves with each car", () => {
    const [car] = fc.sample(carArb, { numRuns: 1, seed: 7 }) as [Car];
    const cars = [0, 1, 2].map(
      (i): Car => ({ ...car, id: `c${i}`, stocknum: "7777", vin: "7777" }),
    );
    // Within one typo of the stock number: found by typo once no car holds "7777".
    cars.push({ ...car, id: "c3", colour: "7778", stocknum: null, vin: null });
    const text = new TextIndex(64);
    text.addAll(cars);
    expect(docsIn(text.matching("7777"), 4)).toEqual([0, 1, 2]);
    text.remove(1, cars[1] as Car);
    expect(docsIn(text.matching("7777"), 4)).toEqual([0, 2]);
    text.remove(0, cars[0] as Car);
    text.remove(2, cars[2] as Car);
    expect(docsIn(text.matching("7777"), 4)).toEqual([3]);
  });
});
