import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StockQuery } from "../ports/search";
import { Car } from "../schemas/car";
import { SavedSearchRequest } from "../schemas/shopper";
import { emptySearchState } from "../search/search-state";
import { compareForSort, resolveSort } from "../search/sort-options";
import { offsetOf } from "../search/stock-query";
import {
  countNewSince,
  NEW_SINCE_ID_CHUNK,
  newestFirst,
  newSinceLastVisit,
  newSinceText,
} from "./saved-searches";

let ids = 0;
const at = (iso: string | null, id = `car-${++ids}`) => ({ id, created_at: iso });

describe("issue 14 §3 saved searches: new since the last visit", () => {
  const lastSeen = new Date("2026-11-20T00:00:00Z");

  it("counts the cars listed after the last visit, not those at or before it", () => {
    const hits = [
      at("2026-11-24T10:00:00Z"),
      at("2026-11-21T00:00:00Z"),
      at("2026-11-20T00:00:00Z"),
      at(null),
      at("2026-10-01T00:00:00Z"),
    ];
    expect(newSinceLastVisit(hits, lastSeen)).toEqual({ count: 2, more: false });
    expect(newSinceText({ count: 2, more: false })).toBe("2 new since your last visit");
    expect(newSinceText({ count: 0, more: false })).toBeNull();
  });

  it("a window full of new cars reads as more (50+)", () => {
    const hits = Array.from({ length: 60 }, () => at("2026-11-24T00:00:00Z"));
    expect(newSinceLastVisit(hits, lastSeen)).toEqual({ count: 50, more: true });
    expect(newSinceText({ count: 50, more: true })).toBe("50+ new since your last visit");
  });

  it("the count never exceeds the hits or the window and is the brute-force count", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.date({ noInvalidDate: true }), { nil: null })),
        fc.date({ noInvalidDate: true }),
        (dates, seen) => {
          const hits = dates.map((d) => at(d ? d.toISOString() : null));
          const found = newSinceLastVisit(hits, seen, 10);
          const brute = hits.filter(
            (h) => h.created_at !== null && Date.parse(h.created_at) > seen.getTime(),
          ).length;
          expect(found.count).toBe(Math.min(10, brute));
          expect(found.count).toBeLessThanOrEqual(Math.min(10, hits.length));
        },
      ),
    );
  });

  it("a feed car without created_at is new when the store first saw it after the last visit", () => {
    const firstSeen = new Map([
      ["feed-new", new Date("2026-11-22T08:00:00Z")],
      ["feed-old", new Date("2026-11-01T00:00:00Z")],
      // A first-seen date never overrides the feed's own created_at.
      ["dated-old", new Date("2026-11-25T00:00:00Z")],
    ]);
    const hits = [
      at("2026-11-21T00:00:00Z", "dated-new"),
      at("2026-10-01T00:00:00Z", "dated-old"),
      at(null, "feed-new"),
      at(null, "feed-old"),
      at(null, "feed-unknown"),
    ];
    expect(newSinceLastVisit(hits, lastSeen)).toEqual({ count: 1, more: false });
    expect(newSinceLastVisit(hits, lastSeen, 50, firstSeen)).toEqual({ count: 2, more: false });
    expect(newSinceText(newSinceLastVisit(hits, lastSeen, 50, firstSeen))).toBe(
      "2 new since your last visit",
    );
  });

  it("the first-seen date counts exactly where created_at is missing (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            created: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
            seen: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
          }),
          { maxLength: 30 },
        ),
        fc.date({ noInvalidDate: true }),
        (cars, visit) => {
          const hits = cars.map((c, i) => at(c.created ? c.created.toISOString() : null, `c${i}`));
          const firstSeen = new Map<string, Date>();
          cars.forEach((c, i) => {
            if (c.seen) firstSeen.set(`c${i}`, c.seen);
          });
          const brute = cars.filter((c) => {
            const date = c.created ?? c.seen;
            return date !== null && date.getTime() > visit.getTime();
          }).length;
          expect(newSinceLastVisit(hits, visit, 100, firstSeen).count).toBe(brute);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("looks at the newest cars first, from page 1", () => {
    const state = { ...emptySearchState(), page: 4, sortBy: "price_asc", query: "ute" };
    expect(newestFirst(state)).toEqual({ ...state, page: 1, sortBy: "created_desc" });
  });
});

/** A search engine over the cars a saved search finds (`found`), recording every query asked. */
function fakeSearch(found: readonly Car[]) {
  const queries: StockQuery[] = [];
  const search = async (query: StockQuery) => {
    queries.push(query);
    const only = query.ids === undefined ? null : new Set(query.ids);
    const hits = found
      .filter((car) => only === null || only.has(car.id))
      .sort(compareForSort(resolveSort(query.state.sortBy)));
    const offset = offsetOf(query);
    return { hits: hits.slice(offset, offset + query.hitsPerPage), count: hits.length };
  };
  return { search, queries };
}

const savedQuery: StockQuery = {
  site: "s",
  filter: { soldSince: 0, carTypes: null, hiddenMakes: [], hiddenStockNumbers: [] },
  state: { ...emptySearchState(), page: 3, sortBy: "price_asc" },
  hitsPerPage: 21,
  facets: ["make"],
  excludeZeroPriceOnPriceAsc: false,
};
const searchesAllowed = (firstSeen: ReadonlyMap<string, Date>) =>
  Math.ceil(firstSeen.size / NEW_SINCE_ID_CHUNK) + 1;

describe("issue 14 §3 counting a saved search's new cars without reading all of its hits", () => {
  const visit = new Date("2026-11-20T00:00:00Z");
  const after = new Date("2026-11-22T00:00:00Z");
  const car = (id: string, created_at: string | null) => Car.parse({ id, created_at });
  const undated = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => car(`${prefix}${i}`, null));
  const seenAfter = (cars: readonly Car[]) => new Map(cars.map((c) => [c.id, after]));

  it("finds undated new cars behind a window of older dated ones, 250 ids a search", async () => {
    const old = Array.from({ length: 100 }, (_, i) => car(`old${i}`, "2026-10-01T00:00:00Z"));
    const matching = undated(3, "match");
    // First seen after the visit, but the search does not find them.
    const elsewhere = undated(997, "other");
    const { search, queries } = fakeSearch([...old, ...matching]);
    const firstSeen = seenAfter([...matching, ...elsewhere]);
    const found = await countNewSince(search, savedQuery, visit, firstSeen);
    expect(found).toEqual({ count: 3, more: false });
    expect(queries).toHaveLength(searchesAllowed(firstSeen));
    const [newest, ...byId] = queries;
    expect(newest).toMatchObject({ hitsPerPage: 50, facets: [] });
    expect(newest?.ids).toBeUndefined();
    expect(newest?.state).toEqual(newestFirst(savedQuery.state));
    for (const q of byId) {
      expect(q.ids?.length).toBeLessThanOrEqual(NEW_SINCE_ID_CHUNK);
      expect(q.hitsPerPage).toBe(q.ids?.length);
    }
  });

  it("stops asking once the window is full of new cars", async () => {
    const fresh = undated(1000, "new");
    const dated = Array.from({ length: 60 }, (_, i) => car(`old${i}`, "2026-10-01T00:00:00Z"));
    const { search, queries } = fakeSearch([...dated, ...fresh]);
    const found = await countNewSince(search, savedQuery, visit, seenAfter(fresh));
    expect(found).toEqual({ count: 50, more: true });
    expect(queries).toHaveLength(2);
  });

  it("one search when nothing undated is new, or when the window holds every hit", async () => {
    const few = [car("a", "2026-11-21T00:00:00Z"), ...undated(2, "u")];
    for (const [stock, firstSeen] of [
      [[...few, ...undated(80, "x")], new Map<string, Date>()],
      [few, seenAfter(few.slice(1))],
    ] as const) {
      const { search, queries } = fakeSearch(stock);
      await countNewSince(search, savedQuery, visit, firstSeen);
      expect(queries).toHaveLength(1);
    }
  });

  it("equals newSinceLastVisit over every hit, in at most ceil(firstSeen / 250) + 1 searches (property)", async () => {
    const day = fc.integer({ min: 0, max: 20 }).map((d) => new Date(Date.UTC(2026, 10, 10 + d)));
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({
            id: fc.integer({ min: 1, max: 400 }).map(String),
            created: fc.option(
              fc.oneof(
                day.map((d) => d.toISOString()),
                fc.constant("soon"),
              ),
              { nil: null },
            ),
            seen: fc.option(day, { nil: null }),
            found: fc.boolean(),
          }),
          { selector: (c) => c.id, maxLength: 120 },
        ),
        day,
        fc.integer({ min: 0, max: 12 }),
        async (cars, lastVisit, window) => {
          const stock = cars.filter((c) => c.found).map((c) => car(c.id, c.created));
          const firstSeen = new Map<string, Date>();
          for (const c of cars) if (c.seen) firstSeen.set(c.id, c.seen);
          const { search, queries } = fakeSearch(stock);
          const found = await countNewSince(search, savedQuery, lastVisit, firstSeen, window);
          // The old way: every hit of the search, newest first.
          const every = [...stock].sort(compareForSort(resolveSort("created_desc")));
          expect(found).toEqual(newSinceLastVisit(every, lastVisit, window, firstSeen));
          expect(queries.length).toBeLessThanOrEqual(searchesAllowed(firstSeen));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("issue 14 §3 saving a search: the address must be a search page", () => {
  it.each(["/search/used-cars?query=white%20ute", "/used-car/toyota/hilux"])(
    "accepts %s",
    (href) => {
      expect(SavedSearchRequest.safeParse({ href }).success).toBe(true);
    },
  );
  it.each(["https://evil.example/search/x", "/about-us", "//evil.example/search/", "/search/a b"])(
    "refuses %s naming the field",
    (href) => {
      const parsed = SavedSearchRequest.safeParse({ href });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["href"]);
      expect(parsed.error?.issues[0]?.message).toBe("href must be a search page address");
    },
  );
});
