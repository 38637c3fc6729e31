import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuelCalculatorVisible } from "../calculators/fuel-cost";
import { defaultSiteConfig } from "../schemas/site-config";
import { isTowedItem, itemSpecRows, TEST_DRIVE_LABEL, testDriveLabel } from "./item-wording";

const base = defaultSiteConfig("items");
const inspecting = { features: { ...base.features, towedTestDriveLabel: "Book an inspection" } };

describe("issue 15 §1 what a vehicle page says follows the item type", () => {
  it("caravans, trailers and campers are towed: no fuel calculator", () => {
    for (const item_type of ["caravan", "Trailer", " camper "]) {
      expect(isTowedItem({ item_type })).toBe(true);
      expect(fuelCalculatorVisible({ item_type, simple_fuel: null, fuel: null })).toBe(false);
    }
    for (const item_type of ["motorhome", "motorcycle", "truck", null, undefined]) {
      expect(isTowedItem({ item_type })).toBe(false);
    }
  });

  it("a towed item uses the site's wording where the site has it; everything else Book a Test Drive", () => {
    expect(testDriveLabel({ item_type: "caravan" }, inspecting)).toBe("Book an inspection");
    expect(testDriveLabel({ item_type: "caravan" }, base)).toBe(TEST_DRIVE_LABEL);
    expect(testDriveLabel({ item_type: "truck" }, inspecting)).toBe(TEST_DRIVE_LABEL);
    expect(testDriveLabel({}, inspecting)).toBe(TEST_DRIVE_LABEL);
  });

  it("motorcycles and trucks have their own spec labels", () => {
    const rows = [
      { label: "Body", value: "Naked" },
      { label: "Doors", value: "0" },
      { label: "Gross vehicle mass", value: "4,500 kg" },
      { label: "Year", value: "2024" },
    ];
    expect(itemSpecRows({ item_type: "motorcycle" }, rows).map((r) => r.label)).toEqual([
      "Style",
      "Gross vehicle mass",
      "Year",
    ]);
    expect(itemSpecRows({ item_type: "truck" }, rows).map((r) => r.label)).toEqual([
      "Body type",
      "Doors",
      "GVM",
      "Year",
    ]);
    expect(itemSpecRows({ item_type: "caravan" }, rows)).toEqual(rows);
  });

  it("relabelling keeps every value in order and never adds a row", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("motorcycle", "truck", "car", "caravan"),
        fc.array(
          fc.record({
            label: fc.constantFrom("Body", "Doors", "Seats", "Engine size", "Year", "GVM"),
            value: fc.string(),
          }),
          { maxLength: 12 },
        ),
        (item_type, rows) => {
          const out = itemSpecRows({ item_type }, rows);
          expect(out.length).toBeLessThanOrEqual(rows.length);
          const values = rows.map((r) => r.value);
          let i = 0;
          for (const row of out) {
            while (values[i] !== row.value) i += 1;
            i += 1;
          }
          expect(i).toBeLessThanOrEqual(values.length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
