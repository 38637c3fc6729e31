import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import {
  keywordVocabulary,
  matchesKeywords,
  matchesWithTypo,
  searchTokens,
  withinOneEdit,
} from "./query-text";

const car = (id: string, patch: Record<string, unknown>) =>
  Car.parse({ id, status: "in_stock", show_on_dealer_website: true, ...patch });

const STOCK = [
  car("forester", {
    make: "Subaru",
    model: "Forester",
    badge: "2.5i-S",
    colour: "Crystal White",
    simple_body: "SUV",
    simple_drive: "AWD",
    drive: "All Wheel Drive",
    simple_fuel: "Petrol",
    simple_transmission: "Automatic",
    trans: "CVT",
    stocknum: "SUB-U00042",
  }),
  car("hilux", {
    make: "Toyota",
    model: "HiLux",
    badge: "SR5",
    series: "GUN126R",
    colour: "Glacier White",
    simple_body: "Ute",
    simple_drive: "4x4",
    simple_fuel: "Diesel",
    stocknum: "T100",
    vin: "MR0HA3CD100123456",
  }),
  car("ranger", {
    make: "Ford",
    model: "Ranger",
    badge: "XLT",
    colour: "Shadow Black",
    simple_body: "Ute",
    simple_fuel: "Diesel",
    simple_transmission: "Manual",
  }),
];
const vocabulary = keywordVocabulary(STOCK);
const found = (query: string) =>
  STOCK.filter((c) => matchesKeywords(c, query, vocabulary)).map((c) => c.id);

describe("keyword search (issue 14 §3)", () => {
  it.each([
    ["forester awd", ["forester"]],
    ["hilux sr5", ["hilux"]],
    ["white ute", ["hilux"]],
    ["ute", ["hilux", "ranger"]],
    ["diesel", ["hilux", "ranger"]],
    ["all wheel", ["forester"]],
    ["crystal", ["forester"]],
    ["sub-u00042", ["forester"]],
    ["t10", ["hilux"]],
    ["mr0ha3", ["hilux"]],
    ["gun126", ["hilux"]],
    // Issue 37: the gearbox is a word shoppers search by.
    ["automatic", ["forester"]],
    ["manual ute", ["ranger"]],
    ["cvt", ["forester"]],
    // Typos within one edit still match.
    ["forrester awd", ["forester"]],
    ["hilix sr5", ["hilux"]],
    ["whte ute", ["hilux"]],
    ["rnager", ["ranger"]],
    ["subaro", ["forester"]],
    // A word found as typed never widens to typos: Ford, not Forester.
    ["ford", ["ranger"]],
    // Too short to forgive a typo; identifiers never take one.
    ["uet", []],
    ["t101", []],
    ["", ["forester", "hilux", "ranger"]],
  ])("%j finds %j", (query, expected) => {
    expect(found(query)).toEqual(expected);
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["hilux", "hilux", true],
    ["hilix", "hilux", true],
    ["hiux", "hilux", true],
    ["hillux", "hilux", true],
    ["hliux", "hilux", true],
    ["hlixu", "hilux", false],
    ["hx", "hilux", false],
  ])("%j and %j: %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  it("agrees with a full optimal string alignment distance", () => {
    const osa = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          const row = d[i] as number[];
          const up = d[i - 1] as number[];
          row[j] = Math.min(
            (up[j] as number) + 1,
            (row[j - 1] as number) + 1,
            (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
        }
      return (d[a.length] as number[])[b.length] as number;
    };
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c"), maxLength: 6 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(withinOneEdit(a, b)).toBe(osa(a, b) <= 1);
      }),
      { numRuns: 2000 },
    );
  });

  it("typos only for words of 4 or more characters, against the car word or its beginning", () => {
    expect(matchesWithTypo("forrester", "forester")).toBe(true);
    expect(matchesWithTypo("forrest", "forester")).toBe(true);
    expect(matchesWithTypo("utr", "ute")).toBe(false);
    expect(searchTokens("Hilux SR5, 4x4")).toEqual(["hilux", "sr5", "4x4"]);
  });
});
