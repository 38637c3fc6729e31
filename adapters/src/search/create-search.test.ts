import { describe, expect, it } from "vitest";
import { createSearch } from "./create-search";
import { siteSearchKey } from "./typesense/scoped-key";
import { TypesenseSearch } from "./typesense/typesense-search";

/** Nothing listens on port 1: the adapter must answer unhealthy, not hang or throw. */
const CLOSED = "http://127.0.0.1:1";

describe("createSearch", () => {
  it("is the embedded engine without TYPESENSE_URL", async () => {
    const search = createSearch({ TYPESENSE_URL: "" });
    expect(search).not.toBeInstanceOf(TypesenseSearch);
    expect(await search.health()).toBe(true);
  });

  it("is Typesense with TYPESENSE_URL and its key, on TYPESENSE_COLLECTION (default cars)", () => {
    const search = createSearch({ TYPESENSE_URL: CLOSED, TYPESENSE_API_KEY: "k" });
    expect(search).toBeInstanceOf(TypesenseSearch);
    expect((search as TypesenseSearch).collection).toBe("cars");
    const named = createSearch({
      TYPESENSE_URL: CLOSED,
      TYPESENSE_API_KEY: "k",
      TYPESENSE_COLLECTION: "stock_v2",
    });
    expect((named as TypesenseSearch).collection).toBe("stock_v2");
  });

  it("searches per site under scoped keys derived from TYPESENSE_SEARCH_API_KEY", () => {
    const scoped = createSearch({
      TYPESENSE_URL: CLOSED,
      TYPESENSE_API_KEY: "k",
      TYPESENSE_SEARCH_API_KEY: "search-only",
    }) as TypesenseSearch;
    expect(scoped.siteSearchKey("a")).toBe(siteSearchKey("search-only", "a"));
    const unscoped = createSearch({ TYPESENSE_URL: CLOSED, TYPESENSE_API_KEY: "k" });
    expect(() => (unscoped as TypesenseSearch).siteSearchKey("a")).toThrow(
      /TYPESENSE_SEARCH_API_KEY/,
    );
  });

  it("names the missing key when TYPESENSE_URL is set without it", () => {
    expect(() => createSearch({ TYPESENSE_URL: CLOSED })).toThrow(/TYPESENSE_API_KEY/);
  });

  it("an unreachable server is unhealthy, and a search there fails instead of answering empty", async () => {
    const search = new TypesenseSearch({ url: CLOSED, apiKey: "k", connectionTimeoutSeconds: 2 });
    expect(await search.health()).toBe(false);
    await expect(
      search.search({
        site: "s",
        filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
        state: { query: "", page: 1, sortBy: null, refinementList: {}, range: {}, scope: null },
        hitsPerPage: 21,
        facets: [],
        excludeZeroPriceOnPriceAsc: false,
      }),
    ).rejects.toThrow();
  });
});
