import { describe, expect, it } from "vitest";
import type { SearchResult, StockQuery } from "../ports/search";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { FEATURED_CARS_FETCHED } from "../search/featured-cars";
import { findFeaturedCars } from "./find-featured-cars";

const NOW = new Date("2026-12-01T00:00:00Z");
const site = SiteConfig.parse({ slug: "demo", name: "Demo" });

const car = (id: string, extra: Record<string, unknown> = {}) =>
  Car.parse({ id, status: "in_stock", show_on_dealer_website: true, ...extra });

/** An in-memory search that answers `hits` and keeps the queries it was asked. */
function fakeSearch(hits: Car[]) {
  const queries: StockQuery[] = [];
  const search = async (query: StockQuery): Promise<SearchResult> => {
    queries.push(query);
    return { hits, count: hits.length, page: 1, pages: 1, facets: {}, stats: {}, ms: 0 };
  };
  return { queries, search: { search } };
}

describe("findFeaturedCars (issue 15 §2 home page)", () => {
  it("asks for the site's buyable stock and shows at most six, none sold", async () => {
    const hits = [
      car("1", { sold: true }),
      ...Array.from({ length: 8 }, (_, i) => car(`c${i}`)),
      car("2", { status: "sold" }),
    ];
    const search = fakeSearch(hits);
    const result = await findFeaturedCars(search, {}, { now: NOW, site });
    expect(result.ok && result.value.map((c) => c.id)).toEqual([
      "c0",
      "c1",
      "c2",
      "c3",
      "c4",
      "c5",
    ]);
    expect(search.queries).toHaveLength(1);
    const [query] = search.queries;
    expect(query?.site).toBe("demo");
    expect(query?.hitsPerPage).toBe(FEATURED_CARS_FETCHED);
    expect(query?.state.refinementList.status).toEqual(["in_stock", "coming_soon"]);
  });

  it("answers an empty row, not a failure, when nothing can be bought", async () => {
    const result = await findFeaturedCars(
      fakeSearch([car("1", { sold: true })]),
      {},
      {
        now: NOW,
        site,
      },
    );
    expect(result).toEqual({ ok: true, value: [] });
  });
});
