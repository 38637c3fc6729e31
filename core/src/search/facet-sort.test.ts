import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FacetItem } from "../schemas/search-state";
import { compareFacetItems, facetLabel, sortFacetItems } from "./facet-sort";

const site = { stock: { facetOrder: {} as Record<string, string[]> } };
const seriesSite = { stock: { facetOrder: { series: ["duo", "city", "sport"] } } };
const item = (value: string, count: number, label = value): FacetItem => ({ label, value, count });
const values = (items: FacetItem[]) => items.map((i) => i.value);

describe("§9 facet order", () => {
  it("count descending, then label", () => {
    const sorted = sortFacetItems(
      "make",
      [item("Mazda", 3), item("BMW", 9), item("Audi", 3)],
      site,
    );
    expect(values(sorted)).toEqual(["BMW", "Audi", "Mazda"]);
  });
  it("car type in the order new, demo, used whatever the counts", () => {
    const sorted = sortFacetItems(
      "car_type",
      [item("used", 90), item("new", 1), item("demo", 5)],
      site,
    );
    expect(values(sorted)).toEqual(["new", "demo", "used"]);
  });
  it("price ranges by lower bound", () => {
    const sorted = sortFacetItems(
      "price_range",
      [item("200000+", 50), item("20000-30000", 1), item("0-10000", 2), item("100000-150000", 7)],
      site,
    );
    expect(values(sorted)).toEqual(["0-10000", "20000-30000", "100000-150000", "200000+"]);
  });
  it("series duo, city, sport on the site that configures it; others after by count", () => {
    const sorted = sortFacetItems(
      "series",
      [item("sport", 10), item("touring", 50), item("duo", 1), item("city", 4)],
      seriesSite,
    );
    expect(values(sorted)).toEqual(["duo", "city", "sport", "touring"]);
  });
  it("labels: car types capitalised, price range shown as min to max", () => {
    expect(facetLabel("car_type", "used")).toBe("Used");
    expect(facetLabel("price_range", "10000-20000")).toBe("$10,000 to $20,000");
    expect(facetLabel("price_range", "200000+")).toBe("$200,000+");
    expect(facetLabel("make", "Toyota")).toBe("Toyota");
  });
});

const fieldArb = fc.constantFrom("make", "car_type", "price_range", "series");
const itemArb = fc.record({
  label: fc.constantFrom("new", "demo", "used", "duo", "city", "0-10000", "200000+", "A", "b"),
  value: fc.constantFrom("new", "demo", "used", "duo", "sport", "10000-20000", "x", "y"),
  count: fc.integer({ min: 0, max: 5 }),
});

describe("facet sorting properties", () => {
  it("is idempotent", () => {
    fc.assert(
      fc.property(fieldArb, fc.array(itemArb), fc.boolean(), (field, items, override) => {
        const s = override ? seriesSite : site;
        const once = sortFacetItems(field, items, s);
        expect(sortFacetItems(field, once, s)).toEqual(once);
      }),
    );
  });
  it("is total: the result does not depend on the input order", () => {
    fc.assert(
      fc.property(fieldArb, fc.array(itemArb), fc.boolean(), (field, items, override) => {
        const s = override ? seriesSite : site;
        expect(sortFacetItems(field, [...items].reverse(), s)).toEqual(
          sortFacetItems(field, items, s),
        );
      }),
    );
  });
  it("the comparator is antisymmetric", () => {
    fc.assert(
      fc.property(fieldArb, itemArb, itemArb, (field, a, b) => {
        const cmp = compareFacetItems(field, seriesSite);
        // `+ 0` folds -0 into 0: a tie is a tie whichever way round.
        expect(Math.sign(cmp(a, b)) + 0).toBe(-Math.sign(cmp(b, a)) + 0);
      }),
    );
  });
});
