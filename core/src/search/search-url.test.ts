import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RefinementField } from "../schemas/search-state";
import { SiteConfig } from "../schemas/site-config";
import { MAKES, MODELS, searchStateArb } from "./arbitraries";
import { emptySearchState, normalizeSearchState } from "./search-state";
import { toggleRefinement } from "./search-state-ops";
import { canonicalSortBy, formatSearchUrl, parseSearchUrl, searchUrlFormatter } from "./search-url";

const site = SiteConfig.parse({
  slug: "bmg",
  name: "Brisbane Motor Group",
  dealerships: [{ id: "1", name: "BMG Toyota", slug: "bmg-toyota" }],
  locations: [{ id: "9", name: "Noosa", slug: "noosa", dealership_slug: "bmg-noosa" }],
  manufacturers: [{ id: "m1", name: "Mercedes-Benz", slug: "mercedes-benz" }],
  models: [{ slug: "cx-5", name: "CX-5" }],
});
const state = (patch: Partial<ReturnType<typeof emptySearchState>>) => ({
  ...emptySearchState(),
  ...patch,
});

describe("§2 search routes → state", () => {
  it.each([
    ["/search/used-cars", state({ refinementList: { car_type: ["used"] } })],
    ["/search/demo-cars", state({ refinementList: { car_type: ["demo"] } })],
    ["/search/new-cars", state({ refinementList: { car_type: ["new"] } })],
    ["/search/new-used-and-demo-cars/", state({})],
    ["/search/new-and-demo-cars", state({ refinementList: { car_type: ["new", "demo"] } })],
    ["/search/toyota", state({ refinementList: { make: ["Toyota"] } })],
    ["/search/toyota/hilux", state({ refinementList: { make: ["Toyota"], model: ["Hilux"] } })],
    [
      "/search/used-cars/mercedes-benz/cx-5",
      state({ refinementList: { car_type: ["used"], make: ["Mercedes-Benz"], model: ["CX-5"] } }),
    ],
    [
      "/used-car/toyota/corolla",
      state({ refinementList: { car_type: ["used"], make: ["Toyota"], model: ["Corolla"] } }),
    ],
    ["/search/bmg-toyota", state({ scope: { kind: "dealership", slug: "bmg-toyota" } })],
    ["/search/bmg-noosa", state({ scope: { kind: "dealership", slug: "bmg-noosa" } })],
    ["/search/noosa", state({ scope: { kind: "location", slug: "noosa" } })],
    [
      "/search/used-cars/toyota?refinementList[body][0]=SUV&range[price]=10000:30000&page=2&sortBy=price_asc",
      state({
        refinementList: { car_type: ["used"], make: ["Toyota"], body: ["SUV"] },
        range: { price: { min: 10000, max: 30000 } },
        page: 2,
        sortBy: "price_asc",
      }),
    ],
    [
      "/search/new-cars?refinementList%5Bmake%5D%5B0%5D=Land%20Rover&range[km]=:50000&query=sr5+4x4",
      state({
        refinementList: { car_type: ["new"], make: ["Land Rover"] },
        range: { km: { max: 50000 } },
        query: "sr5 4x4",
      }),
    ],
    [
      "/search/used-cars?page=abc&range[price]=30000:10000&refinementList[nope][0]=x",
      state({
        refinementList: { car_type: ["used"] },
        range: { price: { min: 10000, max: 30000 } },
      }),
    ],
  ])("%s", (url, expected) => {
    expect(parseSearchUrl(url, site)).toEqual(expected);
  });

  it("resolves make and model slugs through known facet values first", () => {
    const parsed = parseSearchUrl("/search/bmw/x5", site, { make: ["BMW"], model: ["X5"] });
    expect(parsed.refinementList).toEqual({ make: ["BMW"], model: ["X5"] });
  });
});

describe("§2 state → address", () => {
  it.each([
    [state({}), "/search/new-used-and-demo-cars"],
    [state({ page: 1, refinementList: { car_type: ["used"] } }), "/search/used-cars"],
    [
      state({ page: 3, refinementList: { car_type: ["demo", "new"] } }),
      "/search/new-and-demo-cars?page=3",
    ],
    [state({ refinementList: { make: ["Toyota"], model: ["Hilux"] } }), "/search/toyota/hilux"],
    [
      state({
        refinementList: { car_type: ["used"], make: ["Toyota"], body: ["SUV"] },
        range: { price: { min: 10000, max: 30000 } },
      }),
      "/search/used-cars/toyota?refinementList[body][0]=SUV&range[price]=10000:30000",
    ],
    // "BMW" would come back as "Bmw" from its slug, so it stays in the query.
    [
      state({ refinementList: { make: ["BMW"] } }),
      "/search/new-used-and-demo-cars?refinementList[make][0]=BMW",
    ],
    [
      state({ refinementList: { car_type: ["demo", "used"] } }),
      "/search/new-used-and-demo-cars?refinementList[car_type][0]=demo&refinementList[car_type][1]=used",
    ],
    [
      state({ scope: { kind: "location", slug: "noosa" }, sortBy: "km_asc" }),
      "/search/noosa?sortBy=km_asc",
    ],
  ])("%j → %s", (s, url) => {
    expect(formatSearchUrl(s, site)).toBe(url);
  });
});

describe("round trip", () => {
  const scopes = [
    { kind: "dealership" as const, slug: "bmg-toyota" },
    { kind: "location" as const, slug: "noosa" },
  ];
  it("parseSearchUrl(formatSearchUrl(s)) ≡ s (canonical form) over searchStateArb", () => {
    fc.assert(
      fc.property(searchStateArb({ values: "any", scopes }), (s) => {
        const canonical = normalizeSearchState({ ...s, sortBy: canonicalSortBy(s.sortBy, site) });
        expect(parseSearchUrl(formatSearchUrl(s, site), site)).toEqual(canonical);
      }),
      { numRuns: 500 },
    );
  });

  it("one formatter for many addresses writes each as formatSearchUrl does", () => {
    const vocabulary = {
      make: MAKES,
      model: MODELS,
      make_model: ["Toyota Hilux", "Toyota Corolla", "Mazda CX-5", "Ford Ranger", "BMW X5"],
    };
    // As on a search page: one state and its facet links, each one value toggled.
    const toggle = fc.tuple(
      fc.constantFrom<RefinementField>("car_type", "make", "model", "body", "colour"),
      fc.constantFrom("new", "used", "demo", ...MAKES, ...MODELS, "Ute", "White"),
    );
    fc.assert(
      fc.property(
        fc.oneof(searchStateArb({ scopes }), searchStateArb({ values: "any", scopes })),
        fc.array(toggle, { minLength: 1, maxLength: 30 }),
        (state, toggles) => {
          const format = searchUrlFormatter(site, vocabulary);
          const states = [state, ...toggles.map(([f, v]) => toggleRefinement(state, f, v))];
          // And a walk: each toggle from the last state, so makes and models combine.
          for (const [f, v] of toggles) states.push(toggleRefinement(states.at(-1) ?? state, f, v));
          // Twice over: the second pass reads the path choices the first one kept.
          for (const s of [...states, ...states])
            expect(format(s)).toBe(formatSearchUrl(s, site, vocabulary));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("normalizing is idempotent and does not change the address", () => {
    fc.assert(
      fc.property(searchStateArb({ values: "any", scopes }), (s) => {
        const once = normalizeSearchState(s);
        expect(normalizeSearchState(once)).toEqual(once);
        expect(formatSearchUrl(once, site)).toBe(formatSearchUrl(s, site));
      }),
    );
  });

  it("parsing is total: any text gives a valid state", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, query) => {
        const parsed = parseSearchUrl(`/search/${path}?${query}`, site);
        expect(parsed.page).toBeGreaterThanOrEqual(1);
        for (const r of Object.values(parsed.range)) {
          if (r?.min !== undefined && r.max !== undefined) expect(r.min).toBeLessThanOrEqual(r.max);
        }
      }),
    );
  });
});

describe("issue 14 §3 InstantSearch router compatibility", () => {
  it.each([
    ["/search/new-used-and-demo-cars?refinementList[make]=Toyota", { make: ["Toyota"] }],
    [
      "/search/new-used-and-demo-cars?refinementList%5Bmake%5D=Toyota&refinementList%5Bmake%5D=Ford",
      { make: ["Toyota", "Ford"] },
    ],
    [
      "/search/new-used-and-demo-cars?refinementList[body][]=SUV&refinementList[body][]=Ute",
      { body: ["SUV", "Ute"] },
    ],
  ])("%s", (url, refinementList) => {
    expect(parseSearchUrl(url, site).refinementList).toEqual(refinementList);
  });

  it.each([
    ["rank_desc", null],
    ["not-a-sort", null],
    ["year_asc", null], // known to the engine, not offered by this site
    ["price_asc", "price_asc"],
  ])("sortBy=%s is read as %s and the default never reaches the address", (sortBy, expected) => {
    const parsed = parseSearchUrl(`/search/used-cars?sortBy=${sortBy}`, site);
    expect(parsed.sortBy).toBe(expected);
    const address = formatSearchUrl({ ...parsed, sortBy }, site);
    expect(address.includes("sortBy")).toBe(expected !== null);
  });

  it("no canonical address carries the default or an unknown sort", () => {
    fc.assert(
      fc.property(
        searchStateArb({ values: "any" }),
        fc.oneof(fc.constant("rank_desc"), fc.string()),
        (s, sortBy) => {
          const offered = site.stock.sortOptions.map((o) => o.value).slice(1);
          fc.pre(!offered.includes(sortBy));
          expect(formatSearchUrl({ ...s, sortBy }, site)).not.toMatch(/[?&]sortBy=/);
        },
      ),
    );
  });

  it("the keyword rides in the address: forester awd, hilux sr5, white ute", () => {
    for (const query of ["forester awd", "hilux sr5", "white ute"]) {
      const s = { ...emptySearchState(), query, refinementList: { car_type: ["used"] } };
      const address = formatSearchUrl(s, site);
      expect(address).toBe(`/search/used-cars?query=${encodeURIComponent(query)}`);
      expect(parseSearchUrl(address, site)).toEqual(normalizeSearchState(s));
    }
  });
});
