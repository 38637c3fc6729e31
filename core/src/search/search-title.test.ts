import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptySearchState } from "./search-state";
import { searchTitle } from "./search-title";

const site = { theme: { vehicleWord: "Car" } };
const withLists = (refinementList: Record<string, string[]>) => ({
  ...emptySearchState(),
  refinementList,
});

describe("searchTitle", () => {
  it.each([
    [{}, "Cars for sale"],
    [{ car_type: ["used"] }, "Used Cars for sale"],
    [{ car_type: ["used"], make: ["Toyota"] }, "Used Toyota Cars for sale"],
    [
      { car_type: ["used"], make: ["Toyota"], model: ["Corolla"] },
      "Used Toyota Corolla Cars for sale",
    ],
    // Issue 37: with Toyota and Kia ticked the heading read "9 Used Toyota Cars for sale".
    [{ car_type: ["used"], make: ["Toyota", "Kia"] }, "Used Cars for sale"],
    [{ make: ["Toyota"], model: ["Corolla", "Camry"] }, "Toyota Cars for sale"],
    [{ make: ["Toyota", "Kia"], model: ["Corolla"] }, "Cars for sale"],
    [{ car_type: ["new", "used"], make: ["Kia"] }, "Kia Cars for sale"],
  ])("%j reads %j", (lists, expected) => {
    expect(searchTitle(withLists(lists), site)).toBe(expected);
  });

  it("names a make only when every car listed is of it", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom("Toyota", "Kia", "Ford", "Mazda"), { maxLength: 4 }),
        (makes) => {
          const title = searchTitle(withLists({ make: makes }), site);
          for (const make of makes) expect(title.includes(make)).toBe(makes.length === 1);
        },
      ),
    );
  });
});
