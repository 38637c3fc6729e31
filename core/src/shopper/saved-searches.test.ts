import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SavedSearchRequest } from "../schemas/shopper";
import { emptySearchState } from "../search/search-state";
import { newestFirst, newSinceLastVisit, newSinceText } from "./saved-searches";

const at = (iso: string) => ({ created_at: iso });

describe("issue 14 §3 saved searches: new since the last visit", () => {
  const lastSeen = new Date("2026-11-20T00:00:00Z");

  it("counts the cars listed after the last visit, not those at or before it", () => {
    const hits = [
      at("2026-11-24T10:00:00Z"),
      at("2026-11-21T00:00:00Z"),
      at("2026-11-20T00:00:00Z"),
      { created_at: null },
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
          const hits = dates.map((d) => ({ created_at: d ? d.toISOString() : null }));
          const found = newSinceLastVisit(hits, seen, 10);
          const brute = hits
            .slice(0, 10)
            .filter(
              (h) => h.created_at !== null && Date.parse(h.created_at) > seen.getTime(),
            ).length;
          expect(found.count).toBe(brute);
          expect(found.count).toBeLessThanOrEqual(Math.min(10, hits.length));
        },
      ),
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
