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
});
