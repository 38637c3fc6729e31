import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFeedDue, missingCarsDecision, parseStockFeedSettings } from "./feed-pull";

const PROFILE = { name: "DMS", key: "Stock No", fields: { make: "Make" } };

describe("stockFeed settings (issue 33 §1)", () => {
  it("fills the defaults: json, hourly, keeps missing cars, 20 % shrink allowed", () => {
    const parsed = parseStockFeedSettings({ url: "https://dms.example.com/feed.json" });
    expect(parsed).toEqual({
      ok: true,
      settings: {
        url: "https://dms.example.com/feed.json",
        format: "json",
        intervalMinutes: 60,
        removeMissing: false,
        maxShrinkShare: 0.2,
      },
    });
  });

  it.each([
    [{ url: "ftp://dms.example.com/feed" }, "stockFeed.url: must be an http or https address"],
    [{ url: "not a url" }, "stockFeed.url: must be an http or https address"],
    [{ url: "https://x.example/f", format: "xml" }, "stockFeed.format: must be json, csv or tsv"],
    [
      { url: "https://x.example/f", intervalMinutes: 5 },
      "stockFeed.intervalMinutes: must be at least 15 minutes",
    ],
    [
      { url: "https://x.example/f", maxShrinkShare: 1.5 },
      "stockFeed.maxShrinkShare: must be a share between 0 and 1",
    ],
    [
      { url: "https://x.example/f", format: "csv" },
      "stockFeed.profile: a CSV feed needs a mapping profile",
    ],
    [
      { url: "https://x.example/f", format: "csv", profile: { ...PROFILE, key: "" } },
      "stockFeed.profile.key: must name the column holding each car's id",
    ],
    [{ url: "https://x.example/f", every: 3 }, 'stockFeed: Unrecognized key: "every"'],
  ])("refuses %j naming the field", (value, error) => {
    expect(parseStockFeedSettings(value)).toEqual({ ok: false, error });
  });

  it("takes a CSV feed with its inline profile", () => {
    const parsed = parseStockFeedSettings({
      url: "http://127.0.0.1:3380/stock.csv",
      format: "csv",
      profile: PROFILE,
      intervalMinutes: 15,
      removeMissing: true,
    });
    expect(parsed.ok && parsed.settings.profile?.delimiter).toBe(",");
  });
});

describe("isFeedDue", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 7, 9, minutes));
  it.each([
    [null, 60, at(0), true],
    [at(0), 60, at(59), false],
    [at(0), 60, at(60), true],
    [at(0), 15, at(16), true],
    // A clock that went back is not a reason to pull again and again.
    [at(30), 15, at(0), false],
  ])("last run %s, every %i min, now %s: %s", (last, interval, now, due) => {
    expect(isFeedDue(last, interval, now)).toBe(due);
  });
});

describe("missingCarsDecision", () => {
  const on = { removeMissing: true, maxShrinkShare: 0.2 };
  const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `car-${i + from}`);

  it("keeps every car when removing is off", () => {
    expect(missingCarsDecision(ids(10), [], { ...on, removeMissing: false })).toEqual({
      kind: "keep",
    });
  });

  it("refuses an empty feed", () => {
    expect(missingCarsDecision(ids(10), [], on)).toEqual({
      kind: "refuse",
      reason: "the feed is empty",
    });
  });

  it("refuses a feed that lost more than the share, saying by how much", () => {
    // 100 cars, the feed lists 57 of them: 43 would go.
    expect(missingCarsDecision(ids(100), ids(57), on)).toEqual({
      kind: "refuse",
      reason: "the feed shrank by 43 %, more than the 20 % allowed",
    });
  });

  it("rounds the shrink up so it never reads as the limit itself", () => {
    // 1000 cars, 204 missing: 20.4 % is over 20 %.
    expect(missingCarsDecision(ids(1000), ids(796), on)).toEqual({
      kind: "refuse",
      reason: "the feed shrank by 21 %, more than the 20 % allowed",
    });
  });

  it("removes the missing cars within the share, and counts new cars for nothing", () => {
    expect(missingCarsDecision(ids(10), [...ids(8), ...ids(5, 100)], on)).toEqual({
      kind: "remove",
      ids: ["car-8", "car-9"],
    });
  });

  it("a first feed on an empty site removes nothing", () => {
    expect(missingCarsDecision([], ids(3), on)).toEqual({ kind: "remove", ids: [] });
  });

  const idsArb = fc.uniqueArray(fc.constantFrom(...ids(30)), { maxLength: 30 });
  const settingsArb = fc.record({
    removeMissing: fc.boolean(),
    maxShrinkShare: fc.oneof(
      fc.constantFrom(0, 0.2, 1),
      fc.double({ min: 0, max: 1, noNaN: true }),
    ),
  });

  it("never removes when the feed is empty or more than the share would go", () => {
    fc.assert(
      fc.property(idsArb, idsArb, settingsArb, (previous, feed, settings) => {
        const decision = missingCarsDecision(previous, feed, settings);
        if (decision.kind !== "remove" || decision.ids.length === 0) return;
        expect(feed.length).toBeGreaterThan(0);
        expect(decision.ids.length / previous.length).toBeLessThanOrEqual(settings.maxShrinkShare);
      }),
    );
  });

  it("removes only cars the site had and the feed does not list", () => {
    fc.assert(
      fc.property(idsArb, idsArb, settingsArb, (previous, feed, settings) => {
        const decision = missingCarsDecision(previous, feed, settings);
        if (decision.kind !== "remove") return;
        for (const id of decision.ids) {
          expect(previous).toContain(id);
          expect(feed).not.toContain(id);
        }
      }),
    );
  });
});
