import { Car, emptySearchState, type StockQuery } from "@forecourt/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { naiveSearch } from "../test/naive-search";
import { compileStockQuery, literal, removalFilter } from "./query-compiler";
import { parseFilter } from "./test/reference-engine";
import { documentsOf, runPlan, sortedFacets } from "./test/run-plan";

/** Values that would break or widen a filter if they reached filter_by as written. */
const HOSTILE = [
  "A,B",
  "x`y",
  "Land [Rover]",
  "(a || b)",
  "c && d",
  "`) || site:=`other",
  "]",
  "Ford:=Toyota",
  "back\\`tick",
  "Ünïcödé Straße",
  "CX-5",
  "cx5",
  "TOYOTA",
  "Toyota",
] as const;
const SITE = "site,`(a)`";
const OTHER = "site,`(b)`";

const stock: Car[] = HOSTILE.map((v, i) =>
  Car.parse({
    id: `id ${v}`,
    status: i % 4 === 3 ? "sold" : "in_stock",
    sold_date_timestamp: 1_773_000_000 + i,
    car_type: i % 2 === 0 ? "used" : "new",
    make: v,
    model: HOSTILE[(i + 3) % HOSTILE.length],
    badge: HOSTILE[(i + 5) % HOSTILE.length],
    stocknum: HOSTILE[(i + 7) % HOSTILE.length],
    dealership_slug: HOSTILE[i % 3],
    colour: HOSTILE[(i + 1) % HOSTILE.length],
    price: 10_000 + i * 1_000,
    rank: i % 3,
  }),
);
const docs = documentsOf({ [SITE]: stock, [OTHER]: stock });

/** What is left of a filter once its backtick values are taken out: operators and field names only. */
const SKELETON = /^[a-z_0-9:=!<>&|()[\], -]*$/;
const literalsOf = (filter: string) =>
  [...filter.matchAll(/`([^`]*)`/g)].map((m) => m[1] as string);

const values = fc.subarray([...HOSTILE], { minLength: 1, maxLength: 4 });
const queryArb = fc.record({
  make: fc.option(values, { nil: undefined }),
  model: fc.option(values, { nil: undefined }),
  colour: fc.option(values, { nil: undefined }),
  hiddenMakes: fc.subarray([...HOSTILE], { maxLength: 3 }),
  hiddenStockNumbers: fc.subarray([...HOSTILE], { maxLength: 3 }),
  text: fc.constantFrom("", "x`y", "(a || b)", "land [rov", "A,B c && d", "straße", "cx-5", "`"),
  dealership: fc.option(fc.constantFrom(...HOSTILE), { nil: null }),
});

describe("hostile values in a Typesense query", () => {
  it("stay inside their backticks: no backtick within, the rest is the compiler's own syntax", () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const query: StockQuery = {
          site: SITE,
          filter: {
            soldSince: 1_773_000_005,
            carTypes: null,
            hiddenMakes: q.hiddenMakes,
            hiddenStockNumbers: q.hiddenStockNumbers,
          },
          state: {
            ...emptySearchState(),
            query: q.text,
            refinementList: {
              ...(q.make ? { make: q.make } : {}),
              ...(q.model ? { model: q.model } : {}),
              ...(q.colour ? { colour: q.colour } : {}),
            },
            scope: q.dealership === null ? null : { kind: "dealership", slug: q.dealership },
          },
          hitsPerPage: 5,
          facets: ["make", "model", "colour", "price"],
          excludeZeroPriceOnPriceAsc: false,
        };
        for (const { params } of compileStockQuery(query).requests) {
          // Typesense's parser ends a value at the next backtick, escaped or not.
          for (const l of literalsOf(params.filter_by)) expect(l).not.toMatch(/[`\\]`/);
          expect(params.filter_by.replace(/`[^`]*`/g, "lit")).toMatch(SKELETON);
          expect(() => parseFilter(params.filter_by)).not.toThrow();
        }
        const got = runPlan(docs, query);
        const want = naiveSearch(stock, query);
        expect(got.hits.map((c) => c.id)).toEqual(want.hits.map((c) => c.id));
        expect(got.count).toBe(want.count);
        expect(sortedFacets(got.facets)).toEqual(sortedFacets(want.facets));
      }),
      { numRuns: 150 },
    );
  });

  it("facet values come back exactly as the feed wrote them, case and punctuation kept apart", () => {
    const query: StockQuery = {
      site: SITE,
      filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
      state: emptySearchState(),
      hitsPerPage: 0,
      facets: ["make"],
      excludeZeroPriceOnPriceAsc: false,
    };
    const makes = runPlan(docs, query)
      .facets.make?.map((f) => f.value)
      .sort();
    expect(makes).toEqual([...HOSTILE].sort());
  });

  it("plain values keep commas, brackets and operators inside one backtick value", () => {
    const query: StockQuery = {
      site: SITE,
      filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
      state: {
        ...emptySearchState(),
        refinementList: { make: ["Land [Rover]", "`) || site:=`other", "c && d", "]"] },
      },
      hitsPerPage: 0,
      facets: [],
      excludeZeroPriceOnPriceAsc: false,
    };
    const [hits] = compileStockQuery(query).requests;
    expect(hits?.params.filter_by).toContain("site:=`site,(a)` && site_key:=`");
    // "]" has nothing Typesense compares: the exact keys alone decide that refinement.
    expect(hits?.params.filter_by).toMatch(
      / && k_make:=\[`[0-9a-f]{20}`, `[0-9a-f]{20}`, `[0-9a-f]{20}`, `[0-9a-f]{20}`\]$/,
    );
    expect(hits?.params.filter_by).not.toContain("make:=[`Land");
    const plain = {
      ...query,
      state: {
        ...query.state,
        refinementList: { make: ["Land [Rover]", "`) || site:=`other", "c && d"] },
      },
    };
    expect(compileStockQuery(plain).requests[0]?.params.filter_by).toContain(
      "make:=[`Land [Rover]`, `) || site:=other`, `c && d`] && k_make:=[",
    );
  });

  it("the removal filter holds keys only", () => {
    const filter = removalFilter(SITE, ["1", "x`y", "a, b"]);
    expect(filter.replace(/`[0-9a-f]{20}`/g, "K")).toBe("site_key:=K && car_key:=[K, K, K]");
  });

  it("literal() refuses anything but letters and digits", () => {
    for (const v of ["a`b", "a b", "a,b", "", "[x]", "a&&b"]) expect(() => literal(v)).toThrow();
    expect(literal("straße5")).toBe("`straße5`");
  });
});
