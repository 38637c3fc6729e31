import { formatInTimeZone } from "date-fns-tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  SALES_COUNTER_ANIMATION_SECONDS,
  SALES_COUNTER_REFRESH_SECONDS,
  SALES_PER_DAY,
  SECONDS_PER_SALE,
  salesCounterFrame,
  salesThisMonth,
} from "./sales-counter";

describe("§9 sales counter (Australia/Brisbane, 192 a day, one per 450 s)", () => {
  it("constants", () => {
    expect(SALES_PER_DAY).toBe(192);
    expect(SECONDS_PER_SALE).toBe(450);
    expect((SALES_PER_DAY * SECONDS_PER_SALE) / 3600).toBe(24);
  });

  it.each([
    // Brisbane is UTC+10 all year: 2026-03-01T00:00 Brisbane = 2026-02-28T14:00Z.
    ["2026-02-28T14:00:00Z", 0],
    ["2026-02-28T14:07:29Z", 0],
    ["2026-02-28T14:07:30Z", 1],
    ["2026-03-01T13:59:59Z", 191],
    ["2026-03-01T14:00:00Z", 192],
    ["2026-03-15T02:00:00Z", 14 * 192 + 96],
    ["2026-03-31T13:59:59Z", 30 * 192 + 191],
    ["2026-03-31T14:00:00Z", 0],
  ])("%s → %i", (iso, value) => {
    expect(salesThisMonth(new Date(iso))).toBe(value);
  });

  // Instants within 2026 (Brisbane has no daylight saving, so every day has 86,400 s).
  const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 30) });

  it("property: reads Brisbane's clock as date-fns-tz does (the zone maths is Intl's)", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        const [day, h, m, s] = formatInTimeZone(new Date(t), "Australia/Brisbane", "d H m s")
          .split(" ")
          .map(Number) as [number, number, number, number];
        const expected = (day - 1) * 192 + Math.floor((h * 3600 + m * 60 + s) / 450);
        expect(salesThisMonth(new Date(t))).toBe(expected);
      }),
    );
  });

  it("property: monotonic within a Brisbane month and reset to 0 at midnight on the 1st", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 40 * 86_400_000 }), (t, dt) => {
        const a = new Date(t);
        const b = new Date(t + dt);
        const month = (d: Date) =>
          new Intl.DateTimeFormat("en-AU", {
            timeZone: "Australia/Brisbane",
            month: "numeric",
          }).format(d);
        if (month(a) === month(b))
          expect(salesThisMonth(b)).toBeGreaterThanOrEqual(salesThisMonth(a));
      }),
    );
    for (let m = 0; m < 12; m++) {
      const firstMidnight = Date.UTC(2026, m, 1) - 10 * 3600_000;
      expect(salesThisMonth(new Date(firstMidnight))).toBe(0);
      expect(salesThisMonth(new Date(firstMidnight - 1000))).toBeGreaterThan(27 * 192);
    }
  });
});

describe("§4 sales counter animation: recalculated every 150 s, animated over 2 s", () => {
  it("constants", () => {
    expect(SALES_COUNTER_REFRESH_SECONDS).toBe(150);
    expect(SALES_COUNTER_ANIMATION_SECONDS).toBe(2);
  });

  it.each([
    [0, 100],
    // Ease-out (cubic): seven eighths of the way at half time.
    [1000, 188],
    [2000, 200],
    [5000, 200],
    [-10, 100],
  ])("from 100 to 200, %i ms in → %i", (ms, value) => {
    expect(salesCounterFrame(100, 200, ms)).toBe(value);
  });

  it("property: stays between the ends, never goes back, and lands on the target at 2 s", () => {
    fc.assert(
      fc.property(fc.nat(6000), fc.nat(6000), fc.nat(2000), fc.nat(2000), (from, to, ms1, ms2) => {
        const [a, b] = ms1 <= ms2 ? [ms1, ms2] : [ms2, ms1];
        const va = salesCounterFrame(from, to, a);
        const vb = salesCounterFrame(from, to, b);
        expect(Math.min(from, to) <= va && va <= Math.max(from, to)).toBe(true);
        expect(Math.sign(vb - va) * Math.sign(to - from)).toBeGreaterThanOrEqual(0);
        expect(salesCounterFrame(from, to, 2000)).toBe(to);
      }),
    );
  });
});
