import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { defaultSiteConfig } from "../schemas/site-config";
import { carArb } from "../search/arbitraries";
import { COMPARE_MISSING, compareTable } from "./compare-table";

const site = defaultSiteConfig("demo");
const corolla = Car.parse({
  id: "a",
  year: 2021,
  price: 25_990,
  km: 42_000,
  simple_body: "Hatch",
  simple_transmission: "Automatic",
  simple_fuel: "Petrol",
  engine_size_litres: 2,
  seats: 5,
  colour: "White",
  location: { id: "1", name: "Smithfield" },
});
const ranger = Car.parse({
  ...corolla,
  id: "b",
  year: 2023,
  price: 54_500,
  km: 12_500,
  simple_body: "Ute",
  simple_transmission: "automatic ",
  simple_fuel: "Diesel",
  engine_size_litres: 3.2,
  colour: null,
});
const row = (rows: ReturnType<typeof compareTable>, key: string) => rows.find((r) => r.key === key);

describe("compare: cars side by side", () => {
  const rows = compareTable([corolla, ranger], site);

  it("shows the issue's rows in order, price through §4 price display", () => {
    expect(rows.map((r) => r.label)).toEqual([
      "Price",
      "Year",
      "Kilometres",
      "Body",
      "Transmission",
      "Fuel",
      "Engine",
      "Seats",
      "Colour",
      "Location",
    ]);
    expect(row(rows, "price")?.values).toEqual(["$25,990", "$54,500"]);
    expect(row(rows, "km")?.values).toEqual(["42,000 km", "12,500 km"]);
    expect(row(rows, "engine")?.values).toEqual(["2.0 L", "3.2 L"]);
    expect(row(rows, "colour")?.values).toEqual(["White", COMPARE_MISSING]);
  });

  it("flags differences, ignoring case and spacing", () => {
    expect(row(rows, "body")?.differs).toBe(true);
    expect(row(rows, "transmission")?.differs).toBe(false);
    expect(row(rows, "seats")?.differs).toBe(false);
    expect(row(rows, "colour")?.differs).toBe(true);
  });

  it("a blank simple value is not given: the detailed one is shown (issue 31 §4)", () => {
    const detailed = Car.parse({ ...corolla, simple_body: " ", body: "5D Hatchback" });
    expect(row(compareTable([detailed, ranger], site), "body")?.values[0]).toBe("5D Hatchback");
  });

  it("marks the lowest price and km and the newest year as best", () => {
    expect(row(rows, "price")?.best).toEqual([0]);
    expect(row(rows, "km")?.best).toEqual([1]);
    expect(row(rows, "year")?.best).toEqual([1]);
    expect(row(rows, "body")?.best).toEqual([]);
  });

  it("a car without a price shows the site's no-price text and is never best", () => {
    const noPrice = Car.parse({ ...ranger, price: 0 });
    const price = row(compareTable([corolla, noPrice], site), "price");
    expect(price?.values).toEqual(["$25,990", "Enquire for price."]);
    expect(price?.best).toEqual([]);
  });

  it("property: one value per car, a single car never differs, and the same car twice never differs", () => {
    fc.assert(
      fc.property(fc.array(carArb, { minLength: 1, maxLength: 4 }), carArb, (cars, one) => {
        for (const r of compareTable(cars, site)) {
          expect(r.values).toHaveLength(cars.length);
          for (const i of r.best) expect(i).toBeLessThan(cars.length);
        }
        for (const r of compareTable([one], site)) expect(r.differs).toBe(false);
        for (const r of compareTable([one, one], site))
          expect(r).toMatchObject({ differs: false, best: [] });
      }),
    );
  });
});
