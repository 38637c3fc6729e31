import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchStateArb } from "./arbitraries";
import {
  forecourtRouterUrls,
  forecourtStateMapping,
  searchStateOfUiState,
  uiStateOfSearchState,
} from "./instantsearch-routing";
import { normalizeSearchState } from "./search-state";

const site = {
  dealerships: [],
  locations: [],
  manufacturers: [{ id: "1", name: "Toyota", slug: "toyota" }],
  models: [{ id: "2", name: "HiLux", slug: "hilux", make: "Toyota" }],
};
const options = { indexName: "cars", site, vocabulary: { make: ["Toyota"], model: ["HiLux"] } };
const location = (address: string) => {
  const url = new URL(address);
  return { protocol: url.protocol, host: url.host, pathname: url.pathname, search: url.search };
};

describe("InstantSearch uiState ⇄ Forecourt SearchState (issue 19 §4)", () => {
  it("a uiState written by InstantSearch's widgets reads as the refinements it names", () => {
    expect(
      searchStateOfUiState({
        query: "sr5",
        page: 2,
        sortBy: "price_asc",
        refinementList: { car_type: ["used"], make: ["Toyota"], not_a_facet: ["x"] },
        range: { price: "10000:", km: ":80000", year: "2024:2019" },
      }),
    ).toEqual({
      query: "sr5",
      page: 2,
      sortBy: "price_asc",
      refinementList: { car_type: ["used"], make: ["Toyota"] },
      range: { price: { min: 10_000 }, km: { max: 80_000 }, year: { min: 2019, max: 2024 } },
      scope: null,
    });
  });

  it("searchStateOfUiState(uiStateOfSearchState(s)) ≡ s, scope aside (over searchStateArb)", () => {
    fc.assert(
      fc.property(searchStateArb({ values: "any" }), (s) => {
        const { isMinRange: _min, isMaxRange: _max, ...rest } = normalizeSearchState(s);
        expect(searchStateOfUiState(uiStateOfSearchState(rest))).toEqual(rest);
      }),
      { numRuns: 300 },
    );
  });

  it("the sortIndex option maps InstantSearch's replica index names to Forecourt's sortBy", () => {
    const sortIndex = {
      toIndex: (s: string) => `cars_${s}`,
      fromIndex: (i: string) => (i.startsWith("cars_") ? i.slice(5) : null),
    };
    const mapping = forecourtStateMapping({ ...options, sortIndex });
    expect(mapping.stateToRoute({ cars: { sortBy: "cars_price_asc" } }).sortBy).toBe("price_asc");
    expect(mapping.routeToState({ sortBy: "km_asc" })).toEqual({ cars: { sortBy: "cars_km_asc" } });
  });

  it("the router writes the §2 path address on the page's origin and reads it back", () => {
    const { createURL, parseURL } = forecourtRouterUrls(options);
    const here = location("https://partner.example/search/new-used-and-demo-cars");
    const route = forecourtStateMapping(options).stateToRoute({
      cars: { refinementList: { car_type: ["used"], make: ["Toyota"], model: ["HiLux"] } },
    });
    const url = createURL({ routeState: route, location: here });
    expect(url).toBe("https://partner.example/search/used-cars/toyota/hilux");
    expect(parseURL({ location: location(url) })).toEqual(route);
  });
});
