import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SavedSearchRequest } from "../schemas/shopper";
import { emptySearchState } from "../search/search-state";
import { newestFirst, newSinceLastVisit, newSinceText } from "./saved-searches";

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
