import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarDateIn, hoursOn } from "../../locations/opening-hours";
import { publicHolidayCalendar } from "../../locations/public-holidays";
import { Location } from "../../schemas/location";
import { type BusinessCalendar, firstResponseDue, openAt } from "./business-time";

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: "Open",
  open: "08:30",
  close: "17:30",
}));
const sydneyYard = Location.parse({
  id: "syd",
  name: "Sydney Motors",
  slug: "sydney-motors",
  address: { state: "NSW" },
  contact_detail: {
    opening_hours: [...weekdays, { weekday: 6, status: "Open", open: "09:00", close: "13:00" }],
  },
});
const sydney: BusinessCalendar = {
  timeZone: "Australia/Sydney",
  holidays: publicHolidayCalendar("AU", "NSW"),
};

describe("issue 34 §2 first response due in the location's business time", () => {
  it("a lead at 9 pm on Saturday is due 15 minutes after Monday's opening", () => {
    // Saturday 21 November 2026, 21:00 in Sydney (+11:00).
    const due = firstResponseDue(new Date("2026-11-21T21:00:00+11:00"), 15, sydneyYard, sydney);
    expect(due.toISOString()).toBe(new Date("2026-11-23T08:45:00+11:00").toISOString());
  });

  it("…or Tuesday's after a public holiday (Easter Monday 6 April 2026)", () => {
    const due = firstResponseDue(new Date("2026-04-04T21:00:00+11:00"), 15, sydneyYard, sydney);
    // Daylight saving ended on 5 April: Tuesday is +10:00.
    expect(due.toISOString()).toBe(new Date("2026-04-07T08:45:00+10:00").toISOString());
  });

  it("a lead during opening hours is due the target later; one near closing runs on next day", () => {
    const at = (s: string) => firstResponseDue(new Date(s), 15, sydneyYard, sydney).toISOString();
    expect(at("2026-11-24T10:00:00+11:00")).toBe("2026-11-23T23:15:00.000Z");
    // Tuesday 17:20: 10 minutes before closing, 5 more after Wednesday's opening.
    expect(at("2026-11-24T17:20:00+11:00")).toBe(
      new Date("2026-11-25T08:35:00+11:00").toISOString(),
    );
  });

  it("counts on for weeks when a location opens only briefly (15 minutes on Sundays)", () => {
    const sundays = Location.parse({
      id: "sun",
      name: "Sunday stall",
      slug: "sunday-stall",
      contact_detail: {
        opening_hours: [{ weekday: 0, status: "Open", open: "06:00", close: "06:15" }],
      },
    });
    // 121 minutes: eight Sundays of 15 minutes, and the ninth Sunday's first minute.
    const due = firstResponseDue(new Date("2026-04-03T00:00:00Z"), 121, sundays, sydney);
    expect(due.toISOString()).toBe(new Date("2026-06-07T06:01:00+10:00").toISOString());
  });

  it("a location without opening hours counts wall-clock time", () => {
    const none = Location.parse({ id: "x", name: "No hours", slug: "x" });
    const due = firstResponseDue(new Date("2026-11-21T21:00:00+11:00"), 15, none, sydney);
    expect(due.toISOString()).toBe(new Date("2026-11-21T21:15:00+11:00").toISOString());
  });

  it("open now follows the location's zone and holidays", () => {
    expect(openAt(sydneyYard, new Date("2026-11-24T10:00:00+11:00"), "sales", sydney)).toBe(true);
    expect(openAt(sydneyYard, new Date("2026-12-25T10:00:00+11:00"), "sales", sydney)).toBe(false);
  });
});

/* ---- property against a naive minute-by-minute oracle ---- */

const ZONES = [
  { timeZone: "Australia/Sydney", country: "AU", region: "NSW" },
  { timeZone: "Australia/Melbourne", country: "AU", region: "VIC" },
  { timeZone: "Australia/Brisbane", country: "AU", region: "QLD" },
  { timeZone: "Australia/Adelaide", country: "AU", region: "SA" },
  { timeZone: "Australia/Perth", country: "AU", region: "WA" },
  { timeZone: "Australia/Hobart", country: "AU", region: "TAS" },
  { timeZone: "Australia/Darwin", country: "AU", region: "NT" },
  { timeZone: "Pacific/Auckland", country: "NZ", region: null },
] as const;

/** Days near daylight-saving changes and public holidays (AU first Sunday in April/October, NZ last Sunday in September). */
const EDGE_DAYS = [
  "2026-04-03", // Good Friday, the day before AU/NZ daylight saving ends (5 April)
  "2026-04-04",
  "2026-04-05",
  "2026-09-26", // NZ daylight saving starts 27 September
  "2026-10-03", // AU daylight saving starts 4 October; Labour Day Monday in NSW/SA
  "2026-10-04",
  "2026-12-24",
  "2026-12-31",
  "2027-01-25",
];

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Wall-clock date and minute of the day of an instant in a zone, by Intl alone. */
function wall(instant: Date, timeZone: string): { date: string; minute: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** The oracle: step minute by minute, counting those whose wall-clock time is within the day's hours. */
function oracleDue(
  arrivedAt: Date,
  minutes: number,
  location: Location,
  calendar: BusinessCalendar,
): Date {
  let counted = 0;
  const days = new Map<string, ReturnType<typeof hoursOn>>();
  for (let t = arrivedAt.getTime(); ; t += 60_000) {
    const { date, minute } = wall(new Date(t), calendar.timeZone);
    const day = days.get(date) ?? hoursOn(location, date, "sales", calendar.holidays);
    days.set(date, day);
    const [oh = 0, om = 0] = (day.open ?? "").split(":").map(Number);
    const [ch = 0, cm = 0] = (day.close ?? "").split(":").map(Number);
    if (day.status === "Open" && minute >= oh * 60 + om && minute < ch * 60 + cm) counted++;
    if (counted === minutes) return new Date(t + 60_000);
  }
}

const hoursArb = fc
  .array(
    fc.record({
      weekday: fc.integer({ min: 0, max: 6 }),
      // Dealers open between 06:00 and 21:00, never across a daylight-saving change (2–3 am).
      open: fc.integer({ min: 6 * 4, max: 12 * 4 }).map((q) => q * 15),
      length: fc.integer({ min: 4, max: 36 }).map((q) => q * 15),
    }),
    { minLength: 3, maxLength: 7 },
  )
  .map((days) =>
    days.map((d) => ({
      weekday: d.weekday,
      status: "Open",
      open: hhmm(d.open),
      close: hhmm(Math.min(d.open + d.length, 21 * 60)),
    })),
  );

const arrivalArb = fc.oneof(
  fc
    .tuple(fc.constantFrom(...EDGE_DAYS), fc.integer({ min: -12 * 60, max: 36 * 60 }))
    .map(([day, minute]) => new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000)),
  fc
    .integer({
      min: Date.parse("2026-01-01T00:00:00Z") / 60_000,
      max: Date.parse("2027-12-01T00:00:00Z") / 60_000,
    })
    .map((m) => new Date(m * 60_000)),
);

describe("issue 34 §2 business time: properties against the oracle", () => {
  it("firstResponseDue agrees with the minute-by-minute count across AU/NZ zones, DST and holidays", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        hoursArb,
        arrivalArb,
        fc.integer({ min: 1, max: 240 }),
        (zone, hours, arrivedAt, minutes) => {
          // The first entry for a weekday stands (hoursOn takes the first), as in the oracle.
          const location = Location.parse({
            id: "loc",
            name: "Yard",
            slug: "yard",
            contact_detail: { opening_hours: hours },
          });
          const calendar = {
            timeZone: zone.timeZone,
            holidays: publicHolidayCalendar(zone.country, zone.region),
          };
          const due = firstResponseDue(arrivedAt, minutes, location, calendar);
          expect(due.toISOString()).toBe(
            oracleDue(arrivedAt, minutes, location, calendar).toISOString(),
          );
          expect(
            calendarDateIn(due, zone.timeZone) >= calendarDateIn(arrivedAt, zone.timeZone),
          ).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
