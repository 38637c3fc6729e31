import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { emptySearchState } from "./search-state";
import { buildStockQuery, offsetOf, pagesOf, SEARCH_PAGE_SIZE } from "./stock-query";

describe("§7/§9 stock query", () => {
  const site = defaultSiteConfig("s");
  it("21 hits per page, the site's facets and the dealer filter", () => {
    const q = buildStockQuery(
      site,
      { ...emptySearchState(), page: 3 },
      new Date("2026-03-15T00:00:00Z"),
    );
    expect(q.hitsPerPage).toBe(SEARCH_PAGE_SIZE);
    expect(SEARCH_PAGE_SIZE).toBe(21);
    expect(q.facets).toEqual(site.stock.searchFacets);
    expect(q.filter.soldSince).toBe(Date.parse("2026-03-12T00:00:00Z") / 1000);
    expect(offsetOf(q)).toBe(42);
  });
  it.each([
    [0, 0],
    [21, 1],
    [22, 2],
  ])("%i matches → %i pages", (count, pages) => {
    expect(pagesOf(count, 21)).toBe(pages);
  });
  it("a price range reaches only cars that show a price (issue 37: $0 'Enquire for price' cars)", () => {
    const at = new Date("2026-03-15T00:00:00Z");
    const ranged = (price: { min?: number; max?: number }) =>
      buildStockQuery(site, { ...emptySearchState(), range: { price } }, at).state.range.price;
    expect(ranged({ min: 0, max: 14000 })).toEqual({ min: 11, max: 14000 });
    expect(ranged({ max: 14000 })).toEqual({ min: 11, max: 14000 });
    expect(ranged({ min: 5000 })).toEqual({ min: 5000 });
    expect(ranged({ min: 0, max: 5 })).toEqual({ min: 11, max: 11 });
    expect(buildStockQuery(site, emptySearchState(), at).state.range).toEqual({});
  });
});
