import { describe, expect, it } from "vitest";
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_LIMIT_MESSAGE } from "../shopper/saved-searches";
import { NO_SAVED_SEARCHES_MESSAGE, SAVED_SEARCH_HREF_UNKNOWN, saveSearch } from "./save-search";
import { fakeSearch, garageSite, memorySavedSearches, noGarageSite } from "./saved-search-fakes";

const NOW = new Date("2026-03-15T00:00:00Z");
const context = { now: NOW, site: garageSite, userId: "u-1" };

function ports() {
  return { savedSearches: memorySavedSearches(), search: fakeSearch() };
}

describe("saveSearch (issue 14 §3)", () => {
  it("keeps the page's canonical address, titled as the page is, once per address", async () => {
    const p = ports();
    const first = await saveSearch(p, { href: "/search/used-cars/toyota" }, context);
    expect(first).toMatchObject({
      ok: true,
      value: { created: true, search: { href: "/search/used-cars/toyota", lastSeenAt: NOW } },
    });
    expect(first.ok && first.value.search.label).toContain("Toyota");
    const again = await saveSearch(p, { href: "/search/used-cars/toyota" }, context);
    expect(again).toMatchObject({ ok: true, value: { created: false } });
    expect(p.savedSearches.rows).toHaveLength(1);
  });

  it("names href when the address names nothing the site sells, or a page past the last", async () => {
    const p = ports();
    const unknown = {
      ok: false,
      problem: { kind: "invalid", detail: SAVED_SEARCH_HREF_UNKNOWN, field: "href" },
    };
    expect(await saveSearch(p, { href: "/search/used-cars/lamborghini" }, context)).toEqual(
      unknown,
    );
    expect(await saveSearch(p, { href: "/search/used-cars?page=9" }, context)).toEqual(unknown);
    expect(p.savedSearches.rows).toHaveLength(0);
  });

  it(`refuses the ${MAX_SAVED_SEARCHES + 1}th address with the limit's text`, async () => {
    const p = ports();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      expect((await saveSearch(p, { href: `/search/used-cars?query=w${i}` }, context)).ok).toBe(
        true,
      );
    }
    expect(await saveSearch(p, { href: "/search/used-cars?query=more" }, context)).toEqual({
      ok: false,
      problem: { kind: "conflict", detail: SAVED_SEARCH_LIMIT_MESSAGE },
    });
  });

  it("keeps nothing on a site without an account area", async () => {
    const p = ports();
    const result = await saveSearch(
      p,
      { href: "/search/used-cars" },
      { ...context, site: noGarageSite },
    );
    expect(result).toEqual({
      ok: false,
      problem: { kind: "not-found", detail: NO_SAVED_SEARCHES_MESSAGE },
    });
  });
});
