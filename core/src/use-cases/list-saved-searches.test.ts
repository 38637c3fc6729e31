import { describe, expect, it } from "vitest";
import { listSavedSearches } from "./list-saved-searches";
import { fakeSearch, garageSite, memorySavedSearches } from "./saved-search-fakes";

const context = { now: new Date("2026-03-15T00:00:00Z"), site: garageSite, userId: "u-1" };

describe("listSavedSearches (issue 14 §3)", () => {
  it("lists the shopper's own, newest first, each with the cars listed since its last visit", async () => {
    const savedSearches = memorySavedSearches();
    const input = (href: string) => ({ href, label: href });
    await savedSearches.save(
      "bmg",
      "u-1",
      input("/search/used-cars/mazda"),
      new Date("2026-03-01T00:00:00Z"),
      20,
    );
    await savedSearches.save(
      "bmg",
      "u-1",
      input("/search/used-cars/toyota"),
      new Date("2026-03-02T00:00:00Z"),
      20,
    );
    await savedSearches.save(
      "bmg",
      "u-2",
      input("/search/used-cars"),
      new Date("2026-03-02T00:00:00Z"),
      20,
    );
    // A make the site no longer sells has nothing new.
    await savedSearches.save(
      "bmg",
      "u-1",
      input("/search/used-cars/lamborghini"),
      new Date("2026-03-03T00:00:00Z"),
      20,
    );
    const stock = { undatedFirstSeenSince: async () => new Map<string, Date>() };
    const result = await listSavedSearches(
      { savedSearches, search: fakeSearch(), stock },
      {},
      context,
    );
    expect(result.ok && result.value.map((s) => [s.href, s.newSince])).toEqual([
      ["/search/used-cars/lamborghini", null],
      ["/search/used-cars/toyota", { count: 0, more: false }],
      // The four Mazdas were listed on 10 March, after the 1 March save.
      ["/search/used-cars/mazda", { count: 4, more: false }],
    ]);
  });

  it("uses the shell's vocabulary when it keeps one, and asks nothing for a shopper with none saved", async () => {
    const search = fakeSearch();
    const { queries } = search;
    const stock = { undatedFirstSeenSince: async () => new Map<string, Date>() };
    const savedSearches = memorySavedSearches();
    const none = await listSavedSearches({ savedSearches, search, stock }, {}, context);
    expect(none).toEqual({ ok: true, value: [] });
    expect(queries).toHaveLength(0);
    await savedSearches.save(
      "bmg",
      "u-1",
      { href: "/search/used-cars/mazda", label: "Mazda" },
      context.now,
      20,
    );
    const vocabulary = {
      make: ["Mazda"],
      model: [],
      body: [],
      item_type: [],
      make_model: [],
      car_type: ["used"],
    };
    const listed = await listSavedSearches(
      { savedSearches, search, stock },
      {},
      { ...context, vocabulary },
    );
    expect(listed.ok && listed.value[0]?.newSince).toEqual({ count: 0, more: false });
    // Only the saved search's own search ran: no vocabulary query (it asks for no hits).
    expect(queries.map((q) => q.hitsPerPage)).not.toContain(0);
  });
});
