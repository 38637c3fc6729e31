import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { insightFigures, leadsPerView, OTHER_MODEL } from "./insight-figures";
import { insightRange } from "./insight-range";

const days = ["2026-11-01", "2026-11-02", "2026-11-03"];
const cars = [
  { id: "c1", title: "2020 Toyota Hilux SR5", make: "Toyota", model: "Hilux" },
  { id: "c2", title: "2019 Toyota Hilux", make: "Toyota", model: "Hilux" },
  { id: "c3", title: "Mazda CX-5", make: "Mazda", model: "CX-5" },
];

describe("leadsPerView (issue 17 §3 Insights)", () => {
  it.each([
    [1, 4, 0.25],
    [0, 10, 0],
    [2, 3, 0.6667],
    [3, 0, null],
    [0, 0, null],
  ])("%i leads over %i views is %s", (leads, views, ratio) => {
    expect(leadsPerView(leads, views)).toBe(ratio);
  });
});

describe("insightFigures", () => {
  const figures = insightFigures({
    days,
    cars,
    views: [
      { carId: "c1", day: "2026-11-01", views: 5 },
      { carId: "c2", day: "2026-11-01", views: 3 },
      { carId: "c1", day: "2026-11-03", views: 2 },
      { carId: "gone", day: "2026-11-03", views: 1 },
      { carId: "c3", day: "2026-10-31", views: 50 },
    ],
    leads: [
      { carId: "c1", day: "2026-11-03", leads: 1 },
      { carId: null, day: "2026-11-02", leads: 2 },
      { carId: "c3", day: "2026-11-02", leads: 1 },
    ],
  });

  it("has every day of the range, zeros included", () => {
    expect(figures.byDay).toEqual([
      { day: "2026-11-01", views: 8, leads: 0, leadsPerView: 0 },
      { day: "2026-11-02", views: 0, leads: 3, leadsPerView: null },
      { day: "2026-11-03", views: 3, leads: 1, leadsPerView: 0.3333 },
    ]);
    expect(figures.totals).toEqual({ views: 11, leads: 4, leadsPerView: 0.3636 });
  });

  it("by car: most viewed first; a lead with a car but no view has no ratio; a sold car keeps its id", () => {
    expect(figures.byCar).toEqual([
      { carId: "c1", title: "2020 Toyota Hilux SR5", views: 7, leads: 1, leadsPerView: 0.1429 },
      { carId: "c2", title: "2019 Toyota Hilux", views: 3, leads: 0, leadsPerView: 0 },
      { carId: "gone", title: "gone", views: 1, leads: 0, leadsPerView: 0 },
      { carId: "c3", title: "Mazda CX-5", views: 0, leads: 1, leadsPerView: null },
    ]);
  });

  it("by model: the cars of a make and model together; unknown cars under Other", () => {
    expect(figures.byModel).toEqual([
      { model: "Toyota Hilux", views: 10, leads: 1, leadsPerView: 0.1 },
      { model: OTHER_MODEL, views: 1, leads: 0, leadsPerView: 0 },
      { model: "Mazda CX-5", views: 0, leads: 1, leadsPerView: null },
    ]);
  });

  const countsArb = fc.record({
    views: fc.array(
      fc.record({
        carId: fc.constantFrom("c1", "c2", "c3", "x"),
        day: fc.constantFrom(...days, "2026-12-01"),
        views: fc.nat(20),
      }),
      { maxLength: 20 },
    ),
    leads: fc.array(
      fc.record({
        carId: fc.constantFrom("c1", "c2", "c3", "x", null),
        day: fc.constantFrom(...days, "2026-12-01"),
        leads: fc.nat(5),
      }),
      { maxLength: 20 },
    ),
  });

  it("property: days, cars and models each add up to the totals (views); days add up to leads", () => {
    fc.assert(
      fc.property(countsArb, ({ views, leads }) => {
        const f = insightFigures({ days, cars, views, leads });
        const sum = (rows: { views: number }[]) => rows.reduce((n, r) => n + r.views, 0);
        expect(sum(f.byDay)).toBe(f.totals.views);
        expect(sum(f.byCar)).toBe(f.totals.views);
        expect(sum(f.byModel)).toBe(f.totals.views);
        expect(f.byDay.reduce((n, r) => n + r.leads, 0)).toBe(f.totals.leads);
        expect(f.byCar.reduce((n, r) => n + r.leads, 0)).toBeLessThanOrEqual(f.totals.leads);
        expect(f.byDay.map((d) => d.day)).toEqual(days);
        for (const r of [...f.byCar, ...f.byModel, ...f.byDay]) {
          expect(r.leadsPerView).toBe(leadsPerView(r.leads, r.views));
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe("insightRange", () => {
  it("defaults to the 30 days up to today", () => {
    const r = insightRange({}, "2026-11-27");
    expect(r.ok && [r.range.from, r.range.to, r.range.days.length]).toEqual([
      "2026-10-29",
      "2026-11-27",
      30,
    ]);
  });
  it.each([
    [{ from: "2026-02-30" }, "from"],
    [{ to: "27/11/2026" }, "to"],
    [{ from: "2026-11-28", to: "2026-11-27" }, "from"],
    [{ from: "2024-01-01", to: "2026-11-27" }, "from"],
  ])("refuses %j naming %s", (asked, field) => {
    expect(insightRange(asked, "2026-11-27")).toMatchObject({ ok: false, field });
  });
  it("takes a leap year's 366 days", () => {
    expect(insightRange({ from: "2024-01-01", to: "2024-12-31" }, "2026-11-27").ok).toBe(true);
  });
});
