import { Car } from "@forecourt/core";
import { carArb } from "@forecourt/core/search/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTRACT_STOCK } from "../test/contract-queries";
import { documentId, toDocument } from "./document";
import { MISSING_KEY, valueKey } from "./encoding";
import { compileStockQuery } from "./query-compiler";
import { mapResults } from "./result-mapping";
import { collectionSchema } from "./schema";

const SCHEMA = new Map(collectionSchema("cars").fields.map((f) => [f.name, f]));
/** Stored with every document but not indexed. */
const STORED_ONLY = new Set(["id", "car", "site_slug", "car_id"]);

const typeOf = (v: unknown): string =>
  Array.isArray(v)
    ? "string[]"
    : typeof v === "boolean"
      ? "bool"
      : typeof v === "number"
        ? Number.isSafeInteger(v)
          ? "int64"
          : "not an integer"
        : "string";

describe("Typesense documents", () => {
  it("hold every field with the schema's type, and the whole car back as it went in", () => {
    fc.assert(
      fc.property(carArb, fc.constantFrom("s", "bmg-toyota"), (car, site) => {
        const doc = toDocument(site, car);
        for (const [name, value] of Object.entries(doc)) {
          if (STORED_ONLY.has(name)) continue;
          expect(SCHEMA.get(name)?.type, name).toBe(typeOf(value));
        }
        for (const field of SCHEMA.values()) {
          if (!field.optional) expect(doc[field.name], field.name).toBeDefined();
        }
        expect(Car.parse(JSON.parse(doc.car as string))).toEqual(car);
      }),
      { numRuns: 300 },
    );
  });

  it("a contract car: keys, flags, thousandths and the words of each keyword field", () => {
    const hilux = CONTRACT_STOCK[0] as Car;
    const doc = toDocument("contract-a", hilux);
    expect(doc).toMatchObject({
      id: documentId("contract-a", "1"),
      site: "contract-a",
      site_key: valueKey("contract-a"),
      car_id: "1",
      listed: true,
      shown: true,
      type_key: valueKey("used"),
      make_key: valueKey("toyota"),
      stock_key: valueKey("T100"),
      k_make: [valueKey("Toyota")],
      k_body: [valueKey("Ute")],
      k_dealership_slug: [valueKey("bmg-toyota")],
      // Facet values as the feed wrote them, for Typesense's tools and InstantSearch.
      make: ["Toyota"],
      model: ["Hilux"],
      body: ["Ute"],
      dealership_slug: ["bmg-toyota"],
      n_price: 45_000_000,
      n_rank: 5_000,
      n_created_at: Date.parse("2026-03-01T00:00:00Z") * 1000,
    });
    expect(doc).toMatchObject({
      q_make: ["toyota"],
      q_model: ["hilux"],
      q_badge: ["sr5"],
      q_simple_body: ["ute"],
      q_stocknum: ["t100"],
    });
    expect(doc.sold_at).toBeUndefined();
    const bare = toDocument("s", Car.parse({ id: "x" }));
    expect(bare).toMatchObject({
      make_key: MISSING_KEY,
      stock_key: MISSING_KEY,
      type_key: valueKey(""),
    });
  });

  it("the same car id on two sites makes two documents", () => {
    expect(documentId("a", "1")).not.toBe(documentId("b", "1"));
    expect(documentId("a", "1")).toBe(documentId("a", "1"));
  });
});

describe("Typesense result mapping", () => {
  const plan = compileStockQuery({
    site: "s",
    filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
    state: { query: "", page: 1, sortBy: null, refinementList: {}, range: {}, scope: null },
    hitsPerPage: 21,
    facets: ["make", "price"],
    excludeZeroPriceOnPriceAsc: false,
  });

  it("reads hits, counts, facet entries and scaled stats", () => {
    const car = Car.parse({ id: "7", make: "Ford" });
    const result = mapResults(plan, [
      {
        found: 30,
        hits: [{ document: { car: JSON.stringify(car) } }],
        facet_counts: [{ field_name: "make", counts: [{ value: "Ford", count: 30 }] }],
      },
      {
        found: 30,
        facet_counts: [
          {
            field_name: "n_price",
            counts: [{ value: "1", count: 1 }],
            stats: { min: 0, max: 149_990 },
          },
        ],
      },
    ]);
    expect(result).toEqual({
      hits: [car],
      count: 30,
      page: 1,
      pages: 2,
      facets: { make: [{ label: "Ford", value: "Ford", count: 30 }] },
      stats: { price: { min: 0, max: 149.99 } },
    });
  });

  it("fails loudly on a search error, a missing car or a short answer", () => {
    expect(() =>
      mapResults(plan, [{ error: "Could not parse the filter query.", code: 400 }, {}]),
    ).toThrow(/400.*Could not parse/);
    expect(() => mapResults(plan, [{ found: 1, hits: [{ document: {} }] }, {}])).toThrow(
      /stored car/,
    );
    expect(() => mapResults(plan, [{ found: 0 }])).toThrow(/answered 1 searches for 2/);
  });
});
