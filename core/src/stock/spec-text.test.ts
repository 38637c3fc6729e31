import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engineSizeText, feedDateText } from "./spec-text";

describe("engineSizeText", () => {
  it.each([
    [{ engine_size_litres: 2 }, "2.0 L"],
    [{ enginesize_litres: 2.494 }, "2.5 L"],
    [{ engine_size_litres: 0.399, item_type: "motorcycle" }, "399 cc"],
    [{ engine_size_litres: 0.399 }, "0.4 L"],
    [{ engine_size_litres: 0 }, null],
    [{}, null],
  ])("%j reads %j", (car, expected) => {
    expect(engineSizeText(car)).toBe(expected);
  });
});

describe("feedDateText", () => {
  it.each([
    ["2027-08-15", "15/08/2027"],
    ["2019-03", "03/2019"],
    ["March 2019", "March 2019"],
    [null, null],
  ])("%j reads %j", (value, expected) => {
    expect(feedDateText(value)).toBe(expected);
  });

  it("writes every ISO day as dd/MM/yyyy", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1950-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split("-");
          expect(feedDateText(iso)).toBe(`${day}/${m}/${y}`);
        },
      ),
      { numRuns: 100 },
    );
  });
});
