import { type Car, RANGE_FIELDS, REFINEMENT_FIELDS, type StockQuery } from "@forecourt/core";
import {
  ARB_NOW,
  searchStateArb,
  stockArb,
  TYPO_QUERIES,
} from "@forecourt/core/search/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONTRACT_OTHER_SITE,
  CONTRACT_OTHER_STOCK,
  CONTRACT_SITE,
  CONTRACT_STOCK,
  contractQueries,
  everyContractQuery,
} from "../test/contract-queries";
import { naiveSearch } from "../test/naive-search";
import { valueKey } from "./encoding";
import {
  compileStockQuery,
  idsClause,
  keywordParams,
  MATCH_NOTHING,
  MAX_QUERY_WORDS,
  rangeClause,
  sortClause,
} from "./query-compiler";
import { parseFilter } from "./test/reference-engine";
import { documentsOf, runPlan, sortedFacets } from "./test/run-plan";

const agreesWithOracle = (
  docs: readonly Record<string, unknown>[],
  stock: readonly Car[],
  query: StockQuery,
) => {
  const got = runPlan(docs, query);
  const want = naiveSearch(stock, query);
  expect(got.count).toBe(want.count);
  expect(got.pages).toBe(want.pages);
  expect(got.page).toBe(want.page);
  expect(got.hits).toEqual(want.hits);
  expect(sortedFacets(got.facets)).toEqual(sortedFacets(want.facets));
  expect(got.stats).toEqual(want.stats);
};

describe("Typesense query compiler on every query of the SearchPort contract", () => {
  const docs = documentsOf({
    [CONTRACT_SITE]: CONTRACT_STOCK,
    [CONTRACT_OTHER_SITE]: CONTRACT_OTHER_STOCK,
  });

  it.each(everyContractQuery())(
    "%s: answers as the oracle over both tenants' documents",
    (_, query) => {
      agreesWithOracle(docs, CONTRACT_STOCK, query);
    },
  );

  it.each(everyContractQuery())("%s: every request is filtered to the site first", (_, query) => {
    for (const { params } of compileStockQuery(query).requests) {
      expect(
        params.filter_by.startsWith(
          `site:=\`${CONTRACT_SITE}\` && site_key:=\`${valueKey(CONTRACT_SITE)}\` && `,
        ),
      ).toBe(true);
      expect(() => parseFilter(params.filter_by)).not.toThrow();
    }
  });

  it("one extra request per refined facet, each without its own refinement", () => {
    const plan = compileStockQuery(contractQueries.disjunctive);
    expect(plan.requests.map((r) => r.role)).toEqual([
      { kind: "hits" },
      { kind: "stats" },
      { kind: "disjunctive", facet: "make" },
      { kind: "disjunctive", facet: "body" },
    ]);
    const [hits, stats, make, body] = plan.requests.map((r) => r.params);
    expect(hits).toMatchObject({
      facet_by: "model,car_type,year",
      per_page: 21,
      page: 1,
      sort_by: "n_rank(missing_values: last):desc,id_sort:asc",
      include_fields: "car",
    });
    expect(stats).toMatchObject({
      facet_by: "n_year,n_price,n_km",
      max_facet_values: 1,
      per_page: 0,
    });
    expect(make?.facet_by).toBe("make");
    expect(make?.filter_by).toContain(`body:=[\`Ute\`] && k_body:=[\`${valueKey("Ute")}\`]`);
    expect(make?.filter_by).not.toContain("make:=");
    expect(body?.filter_by).toContain(`make:=[\`Toyota\`] && k_make:=[\`${valueKey("Toyota")}\`]`);
    expect(body?.filter_by).not.toContain("body:=");
  });

  it("a refined range facet gets its stats from a request without its range", () => {
    const plan = compileStockQuery(contractQueries.priceRange);
    const price = plan.requests.find((r) => r.role.kind === "disjunctive");
    expect(price?.params).toMatchObject({ facet_by: "n_price", max_facet_values: 1, per_page: 0 });
    expect(price?.params.filter_by).not.toContain("n_price");
    expect(plan.requests[0]?.params.filter_by).toContain(
      "n_price:>=30000000 && n_price:<=40000000",
    );
  });

  it("similar cars: no facets, so one request per query", () => {
    for (const query of contractQueries.similar) {
      const plan = compileStockQuery(query);
      expect(plan.requests).toHaveLength(1);
      expect(plan.requests[0]?.params.facet_by).toBeUndefined();
      expect(plan.requests[0]?.params.per_page).toBe(10);
    }
  });
});

describe("Typesense query compiler agrees with the naive oracle", () => {
  const ALL_FACETS = [...new Set([...REFINEMENT_FIELDS, ...RANGE_FIELDS, "series"])];
  const filterArb = fc.record({
    soldSince: fc.integer({
      min: ARB_NOW.getTime() / 1000 - 8 * 86_400,
      max: ARB_NOW.getTime() / 1000,
    }),
    carTypes: fc.option(fc.subarray(["new", "demo", "used"]), { nil: null }),
    hiddenMakes: fc.subarray(["toyota", "BMW"]),
    hiddenStockNumbers: fc.constant([] as string[]),
  });

  it("on random stock, search states and car ids (count, hits in order, every facet, stats)", () => {
    fc.assert(
      fc.property(
        stockArb(60),
        stockArb(10),
        searchStateArb({
          scopes: [
            { kind: "dealership", slug: "bmg-toyota" },
            { kind: "location", slug: "noosa" },
          ],
          // Typesense retries with typos when a query finds nothing (typo_tokens_threshold),
          // not word by word: typo queries are checked by the contract's examples instead.
        }).filter((s) => !TYPO_QUERIES.includes(s.query)),
        filterArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 7 }),
        // Indexes into the stock; past its end, ids the site lacks (maybe the other site's).
        fc.option(fc.array(fc.nat(70), { maxLength: 12 }), { nil: undefined }),
        (stock, otherStock, state, filter, excludeZero, hitsPerPage, picks) => {
          const docs = documentsOf({ s: stock, t: otherStock });
          const query = {
            site: "s",
            filter,
            state,
            hitsPerPage,
            facets: ALL_FACETS,
            excludeZeroPriceOnPriceAsc: excludeZero,
            ids: picks?.map((i) => stock[i]?.id ?? otherStock[i - 60]?.id ?? `unknown-${i}`),
          };
          agreesWithOracle(docs, stock, query);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("Typesense query compiler pieces", () => {
  it("sorts by the chosen field with missing values last, ties by car id", () => {
    expect(sortClause(null)).toBe("n_rank(missing_values: last):desc,id_sort:asc");
    expect(sortClause("price_asc")).toBe("n_price(missing_values: last):asc,id_sort:asc");
    expect(sortClause("created_desc")).toBe("n_created_at(missing_values: last):desc,id_sort:asc");
    expect(sortClause("no-such-sort")).toBe("n_rank(missing_values: last):desc,id_sort:asc");
  });

  it("ranges are inclusive in thousandths; an empty range matches nothing", () => {
    expect(rangeClause("n_price", { min: 0.29, max: 100 })).toBe(
      "n_price:>=290 && n_price:<=100000",
    );
    expect(rangeClause("n_km", { max: 5000 })).toBe("n_km:<=5000000");
    expect(rangeClause("n_weekly_price", { min: 149.9995, max: 149.9999 })).toBe(MATCH_NOTHING);
  });

  it("keyword search through q and query_by (recorded request body)", () => {
    const [hits] = compileStockQuery({
      ...contractQueries.all,
      state: { ...contractQueries.all.state, query: "HiLux  SR5," },
    }).requests;
    expect(hits?.params).toEqual({
      q: "hilux sr5",
      query_by:
        "q_make,q_model,q_badge,q_series,q_colour,q_simple_body,q_body,q_simple_drive,q_drive,q_simple_fuel,q_fuel,q_simple_transmission,q_trans,q_stocknum,q_vin",
      num_typos: "1,1,1,1,1,1,1,1,1,1,1,1,1,0,0",
      prefix: true,
      min_len_1typo: 4,
      typo_tokens_threshold: 1,
      drop_tokens_threshold: 0,
      filter_by: hits?.params.filter_by,
      sort_by: "n_rank(missing_values: last):desc,id_sort:asc",
      page: 1,
      per_page: 21,
      include_fields: "car",
      facet_by: hits?.params.facet_by,
      max_facet_values: 1000,
      facet_strategy: "exhaustive",
    });
    expect(hits?.params.filter_by).not.toContain("q_");
    expect(keywordParams("  ")).toEqual({ q: "*", query_by: hits?.params.query_by });
    expect(
      keywordParams(Array.from({ length: 30 }, (_, i) => `w${i}`).join(" ")).q.split(" "),
    ).toHaveLength(MAX_QUERY_WORDS);
  });

  it("an empty car-type prefix list matches nothing", () => {
    const query = {
      ...contractQueries.all,
      filter: { ...contractQueries.all.filter, carTypes: [] },
    };
    expect(compileStockQuery(query).requests[0]?.params.filter_by).toContain(MATCH_NOTHING);
    expect(runPlan(documentsOf({ [CONTRACT_SITE]: CONTRACT_STOCK }), query).count).toBe(0);
  });

  it("car ids filter on their keys in every request; an empty list matches nothing", () => {
    const awkward = ["a`b", "x, y] || shown:=false", "42"];
    expect(idsClause(awkward)).toBe(
      `car_key:=[${awkward.map((id) => `\`${valueKey(id)}\``).join(", ")}]`,
    );
    expect(idsClause([])).toBe(MATCH_NOTHING);
    const plan = compileStockQuery({ ...contractQueries.disjunctive, ids: awkward });
    for (const { params } of plan.requests) {
      expect(params.filter_by).toContain(` && ${idsClause(awkward)}`);
      expect(() => parseFilter(params.filter_by)).not.toThrow();
    }
    expect(compileStockQuery(contractQueries.all).requests[0]?.params.filter_by).not.toContain(
      "car_key",
    );
  });

  it("says which facet or page size Typesense cannot answer", () => {
    expect(() => compileStockQuery({ ...contractQueries.all, facets: ["wheel_size"] })).toThrow(
      /facet "wheel_size"/,
    );
    expect(() => compileStockQuery({ ...contractQueries.all, hitsPerPage: 251 })).toThrow(
      /hitsPerPage/,
    );
  });
});
