import type { Day } from "./insight-range";

/** Views of one car on one day (the store's daily counts). */
export type ViewCount = { carId: string; day: Day; views: number };
/** Leads sent on one day about one car (null: a lead about no particular car). */
export type LeadCount = { carId: string | null; day: Day; leads: number };
/** What the figures need to know of a car: its title and model. */
export type InsightCar = { id: string; title: string; make: string | null; model: string | null };

/** Views, leads and leads per view of one row (car, model or day). */
export type InsightRow = { views: number; leads: number; leadsPerView: number | null };

export type InsightFigures = {
  totals: InsightRow;
  byDay: Array<InsightRow & { day: Day }>;
  byCar: Array<InsightRow & { carId: string; title: string }>;
  byModel: Array<InsightRow & { model: string }>;
};

/**
 * Leads per view: how many leads each view brought, rounded to 4 places; null when there were no
 * views (a ratio of nothing is not zero, and leads with no view must not divide by zero).
 */
export function leadsPerView(leads: number, views: number): number | null {
  if (views <= 0) return null;
  return Math.round((leads / views) * 10_000) / 10_000;
}

const row = (views: number, leads: number): InsightRow => ({
  views,
  leads,
  leadsPerView: leadsPerView(leads, views),
});

/** Name of the model a car belongs to ("Toyota Hilux"); cars with neither share "Other". */
export const OTHER_MODEL = "Other";
const modelOf = (car: InsightCar | undefined) =>
  [car?.make, car?.model].filter((p) => p != null && p !== "").join(" ") || OTHER_MODEL;

/** Most views first, then most leads, then name: a total order, so the tables never shuffle. */
const byWeight =
  <T extends InsightRow>(name: (r: T) => string) =>
  (a: T, b: T) =>
    b.views - a.views || b.leads - a.leads || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

/**
 * Issue 17 §3 Insights: views, leads and leads per view by day (every day of the range, zeros
 * included, so the chart has no gaps), by car and by model. Counts outside `days` are ignored;
 * a lead about no car counts in the totals and by day only. Cars no longer in stock keep their id
 * as title.
 */
export function insightFigures(input: {
  days: readonly Day[];
  views: readonly ViewCount[];
  leads: readonly LeadCount[];
  cars: readonly InsightCar[];
}): InsightFigures {
  const inRange = new Set(input.days);
  const carsById = new Map(input.cars.map((c) => [c.id, c]));
  const day = new Map(input.days.map((d) => [d, { views: 0, leads: 0 }]));
  const car = new Map<string, { views: number; leads: number }>();
  const add = (map: Map<string, { views: number; leads: number }>, key: string) => {
    const found = map.get(key) ?? { views: 0, leads: 0 };
    map.set(key, found);
    return found;
  };
  for (const v of input.views) {
    if (!inRange.has(v.day) || v.views <= 0) continue;
    add(day, v.day).views += v.views;
    add(car, v.carId).views += v.views;
  }
  for (const l of input.leads) {
    if (!inRange.has(l.day) || l.leads <= 0) continue;
    add(day, l.day).leads += l.leads;
    if (l.carId !== null) add(car, l.carId).leads += l.leads;
  }
  const model = new Map<string, { views: number; leads: number }>();
  for (const [id, counts] of car) {
    const m = add(model, modelOf(carsById.get(id)));
    m.views += counts.views;
    m.leads += counts.leads;
  }
  let views = 0;
  let leads = 0;
  for (const counts of day.values()) {
    views += counts.views;
    leads += counts.leads;
  }
  return {
    totals: row(views, leads),
    byDay: input.days.map((d) => ({
      day: d,
      ...row(day.get(d)?.views ?? 0, day.get(d)?.leads ?? 0),
    })),
    byCar: [...car]
      .map(([carId, c]) => ({
        carId,
        title: carsById.get(carId)?.title ?? carId,
        ...row(c.views, c.leads),
      }))
      .sort(byWeight((r) => r.carId)),
    byModel: [...model]
      .map(([name, c]) => ({ model: name, ...row(c.views, c.leads) }))
      .sort(byWeight((r) => r.model)),
  };
}
