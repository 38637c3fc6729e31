import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { emptySearchState } from "../search/search-state";
import { localDay } from "./insight-range";
import { scrubSearchWords, zeroResultSearchKey } from "./zero-result-search";

const site = defaultSiteConfig("alpha", "Alpha Motors");

describe("zero-result searches keep no personal data (issue 17 §3 Insights)", () => {
  it.each([
    ["Blue HILUX  ", "blue hilux"],
    ["call me 0412 345 678", "call me …"],
    ["jo@example.com ute", "… ute"],
    ["+61 7 3000 1111", "…"],
    ["2019 corolla", "2019 corolla"],
  ])("%j is kept as %j", (words, kept) => {
    expect(scrubSearchWords(words)).toBe(kept);
  });

  it("the key is the search's address on page 1, default sort, keyword scrubbed", () => {
    const state = { ...emptySearchState(), query: "Jo@x.com Ute", page: 3, sortBy: "price_asc" };
    const key = zeroResultSearchKey(state, site);
    expect(key).toBe(zeroResultSearchKey({ ...emptySearchState(), query: "… ute" }, site));
    expect(key).not.toMatch(/jo|x\.com|page|sort/i);
  });
});

describe("localDay", () => {
  it("is the dealer's calendar day", () => {
    const at = new Date("2026-11-26T15:30:00Z");
    expect(localDay(at, "Australia/Brisbane")).toBe("2026-11-27");
    expect(localDay(at, "UTC")).toBe("2026-11-26");
  });
});
