import { formatInTimeZone } from "date-fns-tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCalendarDays } from "../locations/opening-hours";
import { Location } from "../schemas/location";
import { bookableSlots, SLOT_MINUTES, SLOT_NOTICE_MINUTES } from "./slots";

/** The nth (1-based; -1 = last) Sunday of a month, yyyy-MM-dd. */
function sunday(year: number, month: number, nth: number): string {
  if (nth === -1) {
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    return last.toISOString().slice(0, 10);
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  first.setUTCDate(1 + ((7 - first.getUTCDay()) % 7) + (nth - 1) * 7);
  return first.toISOString().slice(0, 10);
}

/** Daylight-saving changes: AU first Sunday of October and April; NZ last Sunday of September and first of April. */
const AU_CHANGES = (y: number) => [sunday(y, 10, 1), sunday(y, 4, 1)];
const NZ_CHANGES = (y: number) => [sunday(y, 9, -1), sunday(y, 4, 1)];

const ZONES: ReadonlyArray<readonly [string, (year: number) => string[]]> = [
  ["Australia/Sydney", AU_CHANGES],
  ["Australia/Melbourne", AU_CHANGES],
  ["Australia/Hobart", AU_CHANGES],
  ["Australia/Adelaide", AU_CHANGES],
  ["Australia/Brisbane", AU_CHANGES],
  ["Australia/Perth", AU_CHANGES],
  ["Pacific/Auckland", NZ_CHANGES],
  ["Pacific/Chatham", NZ_CHANGES],
];

/** A zone and a date near one of its daylight-saving changes (the day itself weighted up). */
const zonedDateArb = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    year: fc.integer({ min: 2025, max: 2030 }),
    which: fc.integer({ min: 0, max: 1 }),
    shift: fc.oneof(fc.constant(0), fc.integer({ min: -2, max: 2 })),
  })
  .map(({ zone: [timeZone, changes], year, which, shift }) => ({
    timeZone,
    date: addCalendarDays(changes(year)[which] ?? "", shift),
  }));

/** Opening hours on a quarter-hour grid, often straddling 02:00–03:45 where the clocks change. */
const hoursArb = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 2, max: 96 }))
  .map(([a, b]) => ({ open: a * 15, close: Math.min(96, a + b) * 15 }));

const clock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

const openEveryDay = (open: number, close: number) =>
  Location.parse({
    id: "1",
    name: "Dealer",
    slug: "dealer",
    contact_detail: {
      opening_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        status: "Open",
        open: clock(open),
        close: clock(close),
      })),
    },
  });

/**
 * Oracle: the slot times that exist on `date` in the zone and start at or after `earliest`,
 * found by walking real time in 15-minute steps (no local → UTC conversion involved).
 */
function expectedTimes(
  date: string,
  timeZone: string,
  open: number,
  close: number,
  earliest: number,
) {
  const seen = new Set<string>();
  const start = new Date(`${date}T00:00:00Z`).getTime() - 16 * 3_600_000;
  for (let t = start; t < start + 50 * 3_600_000; t += 15 * 60_000) {
    const [day, time = ""] = formatInTimeZone(new Date(t), timeZone, "yyyy-MM-dd HH:mm").split(" ");
    const [h = 0, m = 0] = time.split(":").map(Number);
    const minute = h * 60 + m;
    const onGrid = (minute - open) % SLOT_MINUTES === 0 && minute >= open;
    if (day === date && onGrid && minute + SLOT_MINUTES <= close && !seen.has(time)) {
      seen.add(time);
      if (t < earliest) seen.add(`early ${time}`);
    }
  }
  return [...seen].filter((s) => !s.startsWith("early") && !seen.has(`early ${s}`)).sort();
}

describe("issue 18 slots across daylight-saving changes", () => {
  it("Sydney on the October change: 02:00 and 02:30 do not exist; in April they come once", () => {
    const allDay = openEveryDay(0, 24 * 60);
    const before = new Date("2026-01-01T00:00:00Z");
    const spring = bookableSlots(allDay, "2026-10-04", before, { timeZone: "Australia/Sydney" });
    expect(spring.map((s) => s.time).slice(3, 6)).toEqual(["01:30", "03:00", "03:30"]);
    expect(spring.find((s) => s.time === "03:00")?.iso).toBe("2026-10-04T03:00:00+11:00");
    const autumn = bookableSlots(allDay, "2026-04-05", before, { timeZone: "Australia/Sydney" });
    expect(autumn.map((s) => s.time).slice(3, 7)).toEqual(["01:30", "02:00", "02:30", "03:00"]);
    expect(autumn.filter((s) => s.time === "02:30").map((s) => s.iso)).toEqual([
      "2026-04-05T02:30:00+11:00",
    ]);
  });

  it("a Sydney dealer's 9 am slot is 9 am local in summer and winter (never an hour out)", () => {
    const dealer = openEveryDay(9 * 60, 17 * 60);
    const before = new Date("2026-01-01T00:00:00Z");
    const iso = (date: string) =>
      bookableSlots(dealer, date, before, { timeZone: "Australia/Sydney" })[0]?.iso;
    expect(iso("2026-12-01")).toBe("2026-12-01T09:00:00+11:00");
    expect(iso("2026-07-01")).toBe("2026-07-01T09:00:00+10:00");
    expect(iso("2026-10-04")).toBe("2026-10-04T09:00:00+11:00");
    expect(iso("2026-10-03")).toBe("2026-10-03T09:00:00+10:00");
  });

  it("property: no slot skipped or doubled, none in the past, each at its local wall-clock time", () => {
    fc.assert(
      fc.property(
        zonedDateArb,
        hoursArb,
        fc.integer({ min: -36 * 60, max: 36 * 60 }),
        ({ timeZone, date }, { open, close }, nowOffsetMinutes) => {
          const midnight = new Date(`${date}T00:00:00Z`).getTime();
          const now = new Date(midnight + nowOffsetMinutes * 60_000);
          const slots = bookableSlots(openEveryDay(open, close), date, now, { timeZone });
          const earliest = now.getTime() + SLOT_NOTICE_MINUTES * 60_000;
          for (const [i, slot] of slots.entries()) {
            expect(slot.start.getTime()).toBeGreaterThanOrEqual(earliest);
            expect(slot.start.getTime()).toBeGreaterThan(now.getTime());
            expect(formatInTimeZone(slot.start, timeZone, "yyyy-MM-dd HH:mm")).toBe(
              `${date} ${slot.time}`,
            );
            expect(slot.iso).toBe(
              formatInTimeZone(slot.start, timeZone, "yyyy-MM-dd'T'HH:mm:ssXXX"),
            );
            const previous = slots[i - 1];
            if (previous) expect(slot.start.getTime()).toBeGreaterThan(previous.start.getTime());
          }
          expect(slots.map((s) => s.time).sort()).toEqual(
            expectedTimes(date, timeZone, open, close, earliest),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
