/** A calendar day as YYYY-MM-DD. */
export type Day = string;

/** The most days one insights request covers (a year, leap day included). */
export const MAX_INSIGHT_DAYS = 366;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const dayNumber = (day: Day): number | null => {
  const m = DAY.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2026-02-30 over to March: such a day does not exist.
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / MS_PER_DAY : null;
};

const dayOf = (n: number): Day => new Date(n * MS_PER_DAY).toISOString().slice(0, 10);

/** The calendar day `at` falls on in `timeZone` (the dealer's), as YYYY-MM-DD. */
export function localDay(at: Date, timeZone: string): Day {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** `day` moved by `delta` days. */
export function addDays(day: Day, delta: number): Day {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`addDays: ${day} is not a YYYY-MM-DD day`);
  return dayOf(n + delta);
}

export type InsightRange = { from: Day; to: Day; days: Day[] };

/**
 * The days an insights request covers, first to last inclusive; missing ends default to the
 * 30 days up to `today`. Refuses unreal days, a range ending before it starts, or over a year.
 */
export function insightRange(
  asked: { from?: Day | undefined; to?: Day | undefined },
  today: Day,
): { ok: true; range: InsightRange } | { ok: false; field: "from" | "to"; error: string } {
  const to = asked.to ?? today;
  const last = dayNumber(to);
  if (last === null) return { ok: false, field: "to", error: "must be a day as YYYY-MM-DD" };
  const from = asked.from ?? dayOf(last - 29);
  const first = dayNumber(from);
  if (first === null) return { ok: false, field: "from", error: "must be a day as YYYY-MM-DD" };
  if (first > last) return { ok: false, field: "from", error: "must not be after to" };
  if (last - first + 1 > MAX_INSIGHT_DAYS) {
    return {
      ok: false,
      field: "from",
      error: `the range must be at most ${MAX_INSIGHT_DAYS} days`,
    };
  }
  const days = Array.from({ length: last - first + 1 }, (_, i) => dayOf(first + i));
  return { ok: true, range: { from, to, days } };
}
