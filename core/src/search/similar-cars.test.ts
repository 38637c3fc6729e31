import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { defaultSiteConfig } from "../schemas/site-config";
import { carArb } from "./arbitraries";
import {
  pickSimilarCars,
  SIMILAR_CARS_SHOWN,
  similarCarsQueries,
  similarPriceWindow,
} from "./similar-cars";

const NOW = new Date("2026-03-15T00:00:00Z");
const car = (id: string, model: string) => Car.parse({ id, make: "Toyota", model, price: 30000 });

describe("§7 similar cars", () => {
  it.each([
    [30_000, 20_000, 40_000],
    [49_999, 39_999, 59_999],
    [50_000, 25_000, 75_000],
    [5_000, 0, 15_000],
  ])("price %i → window %i..%i", (price, min, max) => {
    expect(similarPriceWindow(price)).toEqual({ min, max });
  });

  it("queries: in_stock, price window, 10 each, same model first, no facets", () => {
    const queries = similarCarsQueries(car("1", "Hilux"), defaultSiteConfig("s"), NOW);
    expect(queries.map((q) => q.state.refinementList)).toEqual([
      { status: ["in_stock"], make: ["Toyota"], model: ["Hilux"] },
      { status: ["in_stock"] },
    ]);
    for (const q of queries) {
      expect(q.hitsPerPage).toBe(10);
      expect(q.facets).toEqual([]);
      expect(q.state.range.price).toEqual({ min: 20_000, max: 40_000 });
    }
  });

  it("same model first, de-duplicated by id, the car itself left out, 6 kept", () => {
    const me = car("1", "Hilux");
    const others = [car("2", "Corolla"), car("3", "Hilux"), car("1", "Hilux"), car("4", "Yaris")];
    const more = [
      car("3", "Hilux"),
      car("5", "Hilux"),
      car("6", "Camry"),
      car("7", "RAV4"),
      car("8", "C-HR"),
    ];
    expect(pickSimilarCars(me, [others, more]).map((c) => c.id)).toEqual([
      "3",
      "5",
      "2",
      "4",
      "6",
      "7",
    ]);
  });

  it("never more than 6, never duplicates, never the car itself", () => {
    fc.assert(
      fc.property(
        carArb,
        fc.array(fc.array(carArb, { maxLength: 10 }), { maxLength: 3 }),
        (me, results) => {
          const picked = pickSimilarCars(me, results);
          const ids = picked.map((c) => c.id);
          expect(picked.length).toBeLessThanOrEqual(SIMILAR_CARS_SHOWN);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids).not.toContain(me.id);
        },
      ),
    );
  });
});
