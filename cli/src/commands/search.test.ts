import { SEARCH_COUNT_CAP } from "@forecourt/core";
import { DEMO_NOW } from "@forecourt/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSiteStock, type SiteStock } from "../stock/stock-source";
import { searchAddress } from "./search";

describe("forecourt search over the demo fixtures (issue 3 §4)", () => {
  let stock: SiteStock;
  beforeAll(async () => {
    stock = await openSiteStock("brisbane-motor-group", { demo: true, env: {}, now: DEMO_NOW });
  });
  afterAll(() => stock.close());

  const run = (path: string) => searchAddress(stock, path, DEMO_NOW);

  it("reads car type and make from the path and refinements, ranges, page and sort from the query", async () => {
    const out = await run(
      "/search/used-cars/toyota?range[price]=10000:60000&page=2&sortBy=price_asc",
    );
    expect(out).toMatchObject({ page: 2, pages: 2 });
    expect(out.hits.length).toBe(out.matches - 21);
    for (const hit of out.hits) {
      expect(hit).toMatchObject({ make: "Toyota", car_type: "used" });
      expect(hit.price).toBeGreaterThanOrEqual(10000);
      expect(hit.price).toBeLessThanOrEqual(60000);
    }
    const prices = out.hits.map((h) => h.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("prints facets sorted by count descending, then label (§9)", async () => {
    const out = await run("/search/used-cars");
    const makes = out.facets.make ?? [];
    expect(makes.length).toBeGreaterThan(3);
    for (let i = 1; i < makes.length; i++) {
      const [a, b] = [makes[i - 1], makes[i]];
      if (!a || !b) continue;
      expect(
        a.count > b.count || (a.count === b.count && a.label.localeCompare(b.label) <= 0),
      ).toBe(true);
    }
    // Disjunctive: the car type facet ignores its own refinement; §9 orders it new, demo, used.
    expect(out.facets.car_type?.map((f) => f.value)).toEqual(["new", "demo", "used"]);
  });

  it("counts every match and pages by 21; the displayed count is capped only above 1999", async () => {
    const out = await run("/search/new-used-and-demo-cars/");
    expect(out.pages).toBe(Math.ceil(out.matches / 21));
    expect(out.matches).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
    expect(out.count).toBe(out.matches);
  });

  // issue 14 §1: each of these showed 0 although the stock holds such cars.
  it.each([
    ["/search/suv-cars", "?refinementList[body][0]=SUV", 332],
    [
      "/search/isuzu-trucks",
      "?refinementList[make][0]=Isuzu&refinementList[item_type][0]=truck",
      0,
    ],
    [
      "/search/mercedes-benz/glc",
      "?refinementList[make][0]=Mercedes-Benz&refinementList[model][0]=GLC",
      0,
    ],
    [
      "/used-car/toyota/hilux",
      "/search/used-cars?refinementList[make][0]=Toyota&refinementList[model][0]=HiLux",
      0,
    ],
    ["/search/used-cars/gwm", "/search/used-cars?refinementList[make][0]=GWM", 0],
  ])("%s finds exactly the cars its refinementList query finds", async (path, query, count) => {
    const byPath = await run(path);
    const byQuery = await run(
      query.startsWith("/") ? query : `/search/new-used-and-demo-cars${query}`,
    );
    expect(byPath.matches).toBeGreaterThan(0);
    if (count > 0) expect(byPath.matches).toBe(count);
    expect(byPath.matches).toBe(byQuery.matches);
    expect(byPath.hits).toEqual(byQuery.hits);
  });

  it("refuses a path segment naming nothing on the site, as the web answers 404", async () => {
    await expect(run("/search/used-cars/holden-trucks")).rejects.toThrow(
      'path: "holden-trucks" names nothing on this site (brisbane-motor-group answers 404)',
    );
    const outlet = await openSiteStock("smithfield-car-outlet", {
      demo: true,
      env: {},
      now: DEMO_NOW,
    });
    try {
      await expect(searchAddress(outlet, "/search/new-cars", DEMO_NOW)).rejects.toThrow(
        'path: "new-cars" names nothing on this site (smithfield-car-outlet answers 404)',
      );
      expect((await searchAddress(outlet, "/search/used-cars", DEMO_NOW)).matches).toBeGreaterThan(
        0,
      );
    } finally {
      await outlet.close();
    }
  });

  // issue 31 §1: the CLI reads an address through core's searchPage, as the site and the API do.
  it("refuses a page past the last, as the web answers 404, naming the last page", async () => {
    const { pages } = await run("/search/used-cars/toyota");
    await expect(run(`/search/used-cars/toyota?page=${pages + 1}`)).rejects.toThrow(
      `path: page ${pages + 1} is past the last page (${pages}) (brisbane-motor-group answers 404)`,
    );
  });

  it("names the unknown site and lists the known ones", async () => {
    await expect(openSiteStock("nope", { demo: true, env: {}, now: DEMO_NOW })).rejects.toThrow(
      /--site: unknown site 'nope' \(known: brisbane-motor-group/,
    );
  });
});
