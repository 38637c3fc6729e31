import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import type { RefinementField, SearchState } from "../schemas/search-state";
import { SiteConfig } from "../schemas/site-config";
import { ARB_NOW, searchStateArb } from "./arbitraries";
import { facetValuesOf } from "./facet-values";
import { slugify } from "./search-path";
import { normalizeSearchState } from "./search-state";
import { canonicalSortBy, formatSearchUrl, resolveSearchUrl } from "./search-url";
import {
  type SearchVocabulary,
  stockVocabulary,
  VOCABULARY_FACETS,
  vocabularyQuery,
} from "./search-vocabulary";

// Values spelled as real feeds spell them, which a slug cannot give back by title-casing.
const MAKE_MODELS = [
  ["Toyota", "HiLux"],
  ["Toyota", "RAV4"],
  ["Mercedes-Benz", "GLC"],
  ["Mercedes-Benz", "C-Class"],
  ["GWM", "Cannon"],
  ["Isuzu", "D-Max"],
  ["Isuzu", "NPR 75-190"],
  ["Land Rover", "Defender"],
] as const;
const BODIES = ["SUV", "Ute", "Cab Chassis", "Hatch"] as const;
const ITEM_TYPES = ["car", "truck", "motorcycle"] as const;

const pathCarArb = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }).map(String),
    status: fc.constant("in_stock"),
    car_type: fc.constantFrom("new", "demo", "used"),
    makeModel: fc.constantFrom(...MAKE_MODELS),
    simple_body: fc.constantFrom(...BODIES),
    item_type: fc.constantFrom(...ITEM_TYPES),
  })
  .map(({ makeModel, ...raw }) => Car.parse({ ...raw, make: makeModel[0], model: makeModel[1] }));
const stockArb = fc.uniqueArray(pathCarArb, { selector: (c) => c.id, minLength: 1, maxLength: 40 });

const siteArb = fc
  .constantFrom(null, ["used"] as const, ["new", "demo"] as const)
  .map((carTypes) => SiteConfig.parse({ slug: "s", name: "S", stock: { carTypes } }));

/** What the engine's facets would list: every value a listed car holds (test oracle). */
function vocabularyOf(cars: readonly Car[]): Required<SearchVocabulary> {
  const facets = Object.fromEntries(
    VOCABULARY_FACETS.map((field) => {
      const values = [...new Set(cars.flatMap((car) => facetValuesOf(car, field)))];
      return [field, values.map((value) => ({ label: value, value, count: 1 }))];
    }),
  );
  return stockVocabulary({ facets });
}

/** The naive reading of refinements: OR within a field, AND across fields (test oracle). */
function hitsOf(cars: readonly Car[], state: SearchState): string[] {
  const refinements = Object.entries(normalizeSearchState(state).refinementList) as Array<
    [RefinementField, string[]]
  >;
  return cars
    .filter((car) =>
      refinements.every(([field, values]) =>
        facetValuesOf(car, field).some((v) => values.includes(v)),
      ),
    )
    .map((car) => car.id);
}

/** A state whose path-borne refinements come from the stock's own values (and some that are not). */
function vocabularyStateArb(vocabulary: Required<SearchVocabulary>): fc.Arbitrary<SearchState> {
  const some = (values: readonly string[]) =>
    fc.subarray([...values, "Holden", "Suv"], { maxLength: 2 });
  return fc
    .record({
      base: searchStateArb({ values: "pool" }),
      car_type: fc.subarray(["new", "demo", "used"]),
      make: some(vocabulary.make),
      model: some(vocabulary.model),
      body: some(vocabulary.body),
      item_type: some(vocabulary.item_type),
    })
    .map(({ base, ...lists }) => ({
      ...base,
      scope: null,
      refinementList: { ...base.refinementList, ...lists },
    }));
}

describe("§9 the search vocabulary", () => {
  it("is read from a no-hits query of every listed car, counting only the vocabulary facets", () => {
    const site = SiteConfig.parse({ slug: "s", name: "S" });
    const query = vocabularyQuery(site, ARB_NOW);
    expect(query).toMatchObject({ site: "s", hitsPerPage: 0, facets: VOCABULARY_FACETS });
    expect(query.state.refinementList).toEqual({});
  });

  it("keeps values with cars only", () => {
    const item = (value: string, count: number) => ({ label: value, value, count });
    const vocabulary = stockVocabulary({
      facets: { make: [item("Toyota", 3), item("Holden", 0)], body: [item("SUV", 1)] },
    });
    expect(vocabulary).toEqual({
      make: ["Toyota"],
      model: [],
      body: ["SUV"],
      item_type: [],
      make_model: [],
      car_type: [],
    });
  });
});

describe("§2/§9 property: paths resolve against the site's vocabulary", () => {
  it("format a state to its address, resolve it back: the same state and the same hits", () => {
    fc.assert(
      fc.property(
        stockArb.chain((cars) =>
          fc.tuple(fc.constant(cars), siteArb, vocabularyStateArb(vocabularyOf(cars))),
        ),
        ([cars, site, state]) => {
          const vocabulary = vocabularyOf(cars);
          const address = formatSearchUrl(state, site, vocabulary);
          const read = resolveSearchUrl(address, site, vocabulary);
          const canonical = { ...state, sortBy: canonicalSortBy(state.sortBy, site) };
          expect(read).toEqual({ ok: true, state: normalizeSearchState(canonical) });
          if (read.ok) expect(hitsOf(cars, read.state)).toEqual(hitsOf(cars, state));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("every make, make/model, body and make/item-type path finds exactly its cars, never none", () => {
    fc.assert(
      fc.property(stockArb, (cars) => {
        const site = SiteConfig.parse({ slug: "s", name: "S" });
        const vocabulary = vocabularyOf(cars);
        const expectHits = (address: string, refinementList: SearchState["refinementList"]) => {
          const read = resolveSearchUrl(address, site, vocabulary);
          expect(read.ok && read.state.refinementList).toEqual(refinementList);
          const hits = read.ok ? hitsOf(cars, read.state) : [];
          expect(hits.length).toBeGreaterThan(0);
          expect(hits).toEqual(
            cars
              .filter((car) =>
                Object.entries(refinementList).every(([field, [value]]) =>
                  facetValuesOf(car, field).includes(value as string),
                ),
              )
              .map((car) => car.id),
          );
        };
        for (const car of cars) {
          const [make, model, body, itemType] = [
            car.make,
            car.model,
            car.simple_body,
            car.item_type,
          ];
          if (!make || !model || !body || !itemType)
            throw new Error("pathCarArb gives every field");
          expectHits(`/search/${slugify(make)}`, { make: [make] });
          expectHits(`/search/${slugify(make)}/${slugify(model)}`, {
            make: [make],
            model: [model],
          });
          expectHits(`/search/${slugify(body)}-cars`, { body: [body] });
          // "{make}-cars" is the make alone: the §2 "-cars" ending names no item type.
          if (itemType !== "car") {
            expectHits(`/search/${slugify(make)}-${slugify(itemType)}s`, {
              make: [make],
              item_type: [itemType],
            });
          }
          if (car.car_type === "used") {
            expectHits(`/used-car/${slugify(make)}/${slugify(model)}`, {
              car_type: ["used"],
              make: [make],
              model: [model],
            });
          }
        }
      }),
    );
  });
});
