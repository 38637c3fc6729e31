import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  firstResponseInsights,
  nearestRank,
  type ResponseSample,
  responseStats,
} from "./response-insights";

const T0 = new Date("2026-11-23T00:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const sample = (
  took: number | null,
  due = 15,
  over: Partial<ResponseSample> = {},
): ResponseSample => ({
  ownerId: "ann",
  location: "Brisbane",
  createdAt: T0,
  firstResponseDueAt: at(due),
  firstResponseAt: took === null ? null : at(took),
  ...over,
});

describe("issue 34 §2 first-response insights", () => {
  it("median and 90th percentile of the answered, share within target of the known", () => {
    const leads = [1, 2, 3, 4, 5, 6, 7, 8, 9, 40].map((m) => sample(m));
    // One unanswered and overdue (missed), one unanswered and not yet due (not counted).
    leads.push(sample(null, 15), sample(null, 60 * 24));
    const stats = responseStats(leads, at(30));
    expect(stats).toEqual({
      leads: 12,
      answered: 10,
      medianMinutes: 5,
      p90Minutes: 9,
      withinTarget: 9 / 11,
    });
  });

  it("groups per location and per owner, most leads first", () => {
    const leads = [sample(5, 15, { ownerId: "bob", location: "Perth" }), sample(10), sample(20)];
    const insights = firstResponseInsights(leads, at(60));
    expect(insights.byOwner.map((g) => [g.key, g.leads])).toEqual([
      ["ann", 2],
      ["bob", 1],
    ]);
    expect(insights.byLocation[0]).toMatchObject({
      key: "Brisbane",
      medianMinutes: 10,
      withinTarget: 0.5,
    });
  });

  it("no leads: nothing to say", () => {
    expect(responseStats([], T0)).toEqual({
      leads: 0,
      answered: 0,
      medianMinutes: null,
      p90Minutes: null,
      withinTarget: null,
    });
  });

  it("property: nearest rank is a member, at least p% are at or below it, median ≤ p90", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1 }), (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        for (const p of [50, 90]) {
          const v = nearestRank(sorted, p) as number;
          expect(sorted).toContain(v);
          expect(sorted.filter((x) => x <= v).length).toBeGreaterThanOrEqual(
            (p / 100) * sorted.length,
          );
          expect(sorted.filter((x) => x < v).length).toBeLessThan((p / 100) * sorted.length);
        }
        expect(nearestRank(sorted, 50) as number).toBeLessThanOrEqual(
          nearestRank(sorted, 90) as number,
        );
      }),
    );
  });
});
