import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { facetValuesOf } from "../search/facet-values";
import {
  type PairedFact,
  type PairedFacts,
  preferDetailed,
  preferSimple,
  SIMPLE_AND_DETAILED,
} from "./simple-or-detailed";

const FACTS = Object.keys(SIMPLE_AND_DETAILED) as PairedFact[];

describe("§3 Body and drivetrain: simple and detailed values", () => {
  it.each([
    // [fact, car, preferSimple, preferDetailed]
    ["body", { simple_body: "Hatch", body: "5D Hatchback" }, "Hatch", "5D Hatchback"],
    ["body", { body: "5D Hatchback" }, "5D Hatchback", "5D Hatchback"],
    ["body", { simple_body: "Hatch", body: null }, "Hatch", "Hatch"],
    [
      "transmission",
      { simple_transmission: "Automatic", trans: "6 SP AUTOMATIC" },
      "Automatic",
      "6 SP AUTOMATIC",
    ],
    ["drive", { simple_drive: "4x4", drive: "Four Wheel Drive" }, "4x4", "Four Wheel Drive"],
    [
      "fuel",
      { simple_fuel: "Petrol", fuel: "Petrol - Premium ULP" },
      "Petrol",
      "Petrol - Premium ULP",
    ],
    // A blank value is not given: the other one is read.
    ["fuel", { simple_fuel: "  ", fuel: "Diesel" }, "Diesel", "Diesel"],
    ["fuel", { simple_fuel: "Diesel", fuel: "" }, "Diesel", "Diesel"],
    ["drive", {}, null, null],
  ] as Array<[PairedFact, PairedFacts, string | null, string | null]>)(
    "%s of %o: simple first %s, detailed first %s",
    (fact, car, simpleFirst, detailedFirst) => {
      expect(preferSimple(car, fact)).toBe(simpleFirst);
      expect(preferDetailed(car, fact)).toBe(detailedFirst);
    },
  );

  const valueArb = fc.option(fc.constantFrom("Hatch", "5D Hatchback", "", "  ", "Automatic"), {
    nil: null,
    freq: 3,
  });
  const factsArb: fc.Arbitrary<PairedFacts> = fc.record(
    {
      simple_body: valueArb,
      body: valueArb,
      simple_transmission: valueArb,
      trans: valueArb,
      simple_drive: valueArb,
      drive: valueArb,
      simple_fuel: valueArb,
      fuel: valueArb,
    },
    { requiredKeys: [] },
  );
  const blank = (v: string | null | undefined) => v == null || v.trim() === "";

  it("each answers one of the pair, never a blank, and null only when both are blank", () => {
    fc.assert(
      fc.property(factsArb, fc.constantFrom(...FACTS), (car, fact) => {
        const [simple, detailed] = SIMPLE_AND_DETAILED[fact];
        for (const answer of [preferSimple(car, fact), preferDetailed(car, fact)]) {
          if (answer === null) expect(blank(car[simple]) && blank(car[detailed])).toBe(true);
          else expect([car[simple], car[detailed]]).toContain(answer);
        }
      }),
    );
  });

  it("the two orders differ only when both values are given and differ", () => {
    fc.assert(
      fc.property(factsArb, fc.constantFrom(...FACTS), (car, fact) => {
        const [simple, detailed] = SIMPLE_AND_DETAILED[fact];
        const bothGiven = !blank(car[simple]) && !blank(car[detailed]);
        if (!bothGiven || car[simple] === car[detailed]) {
          expect(preferSimple(car, fact)).toBe(preferDetailed(car, fact));
        } else {
          expect(preferSimple(car, fact)).toBe(car[simple]);
          expect(preferDetailed(car, fact)).toBe(car[detailed]);
        }
      }),
    );
  });

  it("simple first is the refinement's own value, so a summary's word finds the car", () => {
    fc.assert(
      fc.property(factsArb, fc.constantFrom(...FACTS), (facts, fact) => {
        const car = Car.parse({ id: "c1", ...facts });
        expect(facetValuesOf(car, fact)[0] ?? null).toBe(preferSimple(car, fact));
      }),
    );
  });
});
