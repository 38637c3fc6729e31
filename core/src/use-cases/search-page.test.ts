import { describe, expect, it } from "vitest";
import type { SearchResult, StockQuery } from "../ports/search";
import { Car } from "../schemas/car";
import type { SearchState } from "../schemas/search-state";
import { SiteConfig } from "../schemas/site-config";
import { facetValuesOf } from "../search/facet-values";
import { pagesOf } from "../search/stock-query";
import { type SearchPage, type SearchPagePorts, searchPage } from "./search-page";

const NOW = new Date("2026-03-15T00:00:00Z");

const site = SiteConfig.parse({
  slug: "bmg",
  name: "Brisbane Motor Group",
  stock: { promo: { positions: [2], randomOffsetMax: 3, expiresAt: null } },
});

/** 50 listed used cars: 30 Toyotas (20 Corollas, 10 HiLuxes), 20 Mazda CX-5s. */
const CARS = Array.from({ length: 50 }, (_, i) =>
  Car.parse({
    id: `car-${i}`,
    status: "in_stock",
    show_on_dealer_website: true,
    car_type: "used",
    make: i < 30 ? "Toyota" : "Mazda",
    model: i < 20 ? "Corolla" : i < 30 ? "HiLux" : "CX-5",
    price: 10_000 + i * 1_000,
  }),
);

const matches = (car: Car, state: SearchState, except?: string) =>
  Object.entries(state.refinementList).every(
    ([field, values]) =>
      field === except ||
      !values?.length ||
      facetValuesOf(car, field).some((v) => values.includes(v)),
  ) && `${car.make} ${car.model}`.toLowerCase().includes(state.query.toLowerCase());

/** An in-memory SearchPort over CARS: refinements and keywords, disjunctive facets, pages. */
function fakeSearch() {
  const queries: StockQuery[] = [];
  const search = async (query: StockQuery): Promise<SearchResult> => {
    queries.push(query);
    const found = CARS.filter((car) => matches(car, query.state));
    const facets: SearchResult["facets"] = {};
    for (const field of query.facets) {
      const counts = new Map<string, number>();
      for (const car of CARS.filter((c) => matches(c, query.state, field)))
        for (const value of facetValuesOf(car, field))
          counts.set(value, (counts.get(value) ?? 0) + 1);
      facets[field] = [...counts].map(([value, count]) => ({ label: value, value, count }));
    }
    const prices = found.map((car) => car.price ?? 0);
    const from = (query.state.page - 1) * query.hitsPerPage;
    return {
      hits: found.slice(from, from + query.hitsPerPage),
      count: found.length,
      page: query.state.page,
      pages: pagesOf(found.length, query.hitsPerPage),
      facets,
      stats: prices.length ? { price: { min: Math.min(...prices), max: Math.max(...prices) } } : {},
      ms: 0,
    };
  };
  return { ports: { search: { search } } satisfies SearchPagePorts, queries };
}

async function pageOf(path: string, random = () => 0): Promise<SearchPage> {
  const result = await searchPage(fakeSearch().ports, { path }, { now: NOW, site, random });
  if (!result.ok) throw new Error(result.problem.detail);
  return result.value;
}

describe("issue 31 §1/§3 searchPage: the one search pipeline", () => {
  it("searches the address and titles, counts and links the page", async () => {
    const page = await pageOf("/search/used-cars/toyota?page=2");
    expect(page.state.refinementList).toMatchObject({ car_type: ["used"], make: ["Toyota"] });
    expect(page.result.count).toBe(30);
    expect(page.title).toBe("Used Toyota Cars for sale");
    expect(page.heading).toBe("30 Used Toyota Cars for sale");
    expect(page.countText).toBe("Showing 22–30 of 30 cars");
    expect(page.pagination.map((link) => [link.page, link.current])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(page.prevHref).toBe("/search/used-cars/toyota");
    expect(page.nextHref).toBeNull();
    expect(page.zeroResultSearch).toBeNull();
    expect(page.price).toMatchObject({ min: 10_000, max: 39_000, low: 10_000, high: 39_000 });
  });

  it("answers not-found, as the site's 404, for a segment naming nothing or a page past the last", async () => {
    const { ports } = fakeSearch();
    const context = { now: NOW, site, random: () => 0 };
    expect(await searchPage(ports, { path: "/search/used-cars/holden" }, context)).toEqual({
      ok: false,
      problem: { kind: "not-found", detail: 'path: "holden" names nothing on this site' },
    });
    expect(await searchPage(ports, { path: "/search/used-cars?page=4" }, context)).toEqual({
      ok: false,
      problem: { kind: "not-found", detail: "path: page 4 is past the last page (3)" },
    });
  });

  it("changing the makes drops the model: unticking Toyota leaves no Corolla behind", async () => {
    const page = await pageOf("/search/used-cars/toyota/corolla?sortBy=price_asc");
    const options = [...page.makes.popular, ...page.makes.all];
    // Under a chosen model the engine counts only that model's make.
    expect(options.map((o) => [o.value, o.selected, o.href])).toEqual([
      ["Toyota", true, "/search/used-cars?sortBy=price_asc"],
    ]);
    // The model facet itself keeps the make: unticking Corolla stays on Toyotas.
    const corolla = page.facets
      .find((f) => f.field === "model")
      ?.options.find((o) => o.value === "Corolla");
    expect(corolla).toMatchObject({
      selected: true,
      href: "/search/used-cars/toyota?sortBy=price_asc",
    });
  });

  it("places the promo card with the random source it is given (§9 offset 0..3)", async () => {
    const promoAt = (page: SearchPage) => page.items.findIndex((item) => item.kind === "promo");
    expect(promoAt(await pageOf("/search/used-cars", () => 0))).toBe(2);
    expect(promoAt(await pageOf("/search/used-cars", () => 0.5))).toBe(4);
    expect(promoAt(await pageOf("/search/used-cars", () => 0.999))).toBe(5);
    const page = await pageOf("/search/used-cars", () => 0.5);
    expect(page.items).toHaveLength(22);
    expect(page.items.filter((item) => item.kind === "car")).toHaveLength(21);
  });

  it("a search finding nothing carries its scrubbed key for the separate count, and writes nothing", async () => {
    const page = await pageOf("/search/used-cars?query=zzzz");
    expect(page.result.count).toBe(0);
    expect(page.zeroResultSearch).toBe("/search/used-cars?query=zzzz");
    expect(page.items).toEqual([]);
  });

  it("reads the vocabulary from the shell's port when given, else searches it", async () => {
    const searched = fakeSearch();
    await searchPage(
      searched.ports,
      { path: "/search/used-cars" },
      { now: NOW, site, random: () => 0 },
    );
    expect(searched.queries).toHaveLength(2);
    const kept = fakeSearch();
    const vocabulary = async () => ({
      make: ["Toyota", "Mazda"],
      model: ["Corolla", "HiLux", "CX-5"],
      body: [],
      item_type: [],
      make_model: [],
      car_type: ["used"],
    });
    const result = await searchPage(
      { ...kept.ports, vocabulary },
      { path: "/search/used-cars/mazda" },
      { now: NOW, site, random: () => 0 },
    );
    expect(result.ok && result.value.result.count).toBe(20);
    expect(kept.queries).toHaveLength(1);
  });
});
