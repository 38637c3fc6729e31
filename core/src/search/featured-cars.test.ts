import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { defaultSiteConfig } from "../schemas/site-config";
import { showsSoldView } from "../stock/availability";
import { carArb } from "./arbitraries";
import {
  FEATURED_CARS_SHOWN,
  featuredCarsQuery,
  pickFeaturedCars,
  withoutSoldCars,
} from "./featured-cars";
import { pickSimilarCars } from "./similar-cars";

const NOW = new Date("2026-03-15T00:00:00Z");
/** Stock cars, some with the feed's sold flag set whatever their status says. */
const flaggedCarArb = fc.tuple(carArb, fc.boolean()).map(([car, sold]) => ({ ...car, sold }));

describe("issue 15 §2: featured and similar lists never show sold cars", () => {
  it("the featured query asks only for cars that can still be bought, with no facets", () => {
    const query = featuredCarsQuery(defaultSiteConfig("s"), NOW);
    expect(query.state.refinementList.status).toEqual(["in_stock", "coming_soon"]);
    expect(query.facets).toEqual([]);
    expect(query.hitsPerPage).toBeGreaterThan(FEATURED_CARS_SHOWN);
  });

  it("a car flagged sold while its status says in_stock is not featured", () => {
    const hits = [
      Car.parse({ id: "1", status: "in_stock", sold: true }),
      Car.parse({ id: "2", status: "sold" }),
      Car.parse({ id: "3", status: "in_stock" }),
      Car.parse({ id: "4", status: "coming_soon" }),
    ];
    expect(pickFeaturedCars(hits).map((c) => c.id)).toEqual(["3", "4"]);
  });

  it("a sold car is never featured, never similar, and at most six are shown", () => {
    fc.assert(
      fc.property(fc.array(flaggedCarArb, { maxLength: 20 }), carArb, (hits, me) => {
        const featured = pickFeaturedCars(hits);
        expect(featured.length).toBeLessThanOrEqual(FEATURED_CARS_SHOWN);
        expect(featured.some(showsSoldView)).toBe(false);
        expect(pickSimilarCars(me, [hits]).some(showsSoldView)).toBe(false);
        // Nothing unsold is dropped before the six are filled.
        expect(featured).toEqual(withoutSoldCars(hits).slice(0, FEATURED_CARS_SHOWN));
      }),
    );
  });

  it("similar cars skip a hit flagged sold", () => {
    const me = Car.parse({ id: "1", make: "Toyota", model: "Hilux", price: 30000 });
    const hits = [
      Car.parse({ id: "2", make: "Toyota", model: "Hilux", status: "in_stock", sold: true }),
      Car.parse({ id: "3", make: "Toyota", model: "Hilux", status: "in_stock" }),
    ];
    expect(pickSimilarCars(me, [hits]).map((c) => c.id)).toEqual(["3"]);
  });
});
