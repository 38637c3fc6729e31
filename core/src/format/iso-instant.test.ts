import { formatInTimeZone } from "date-fns-tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTimeZone } from "../locations/time-zone";
import { isRealIsoDateTime, parseIsoInstant } from "./iso-instant";

const BRISBANE = "Australia/Brisbane";

describe("strict ISO instants (issue 16 §3)", () => {
  it.each([
    ["2026-02-30", "February has no 30th"],
    ["2026-02-31", "nor a 31st"],
    ["2025-02-29", "2025 is not a leap year"],
    ["2026-04-31", "April has 30 days"],
    ["2026-13-01", "no 13th month"],
    ["2026-00-10", "no month 0"],
    ["2026-01-00", "no day 0"],
    ["2026-01-10T24:00", "no hour 24"],
    ["2026-01-10T10:60", "no minute 60"],
    ["2026-01-10T10:00:60", "no second 60"],
    ["2026-01-10T10:00+15:00", "no offset past 14 hours"],
    ["2026-1-10", "two-digit month"],
    ["10/01/2026", "not ISO"],
    ["", "empty"],
    ["tomorrow", "words"],
    ["1767225600000", "epoch milliseconds"],
  ])("%s is not an instant (%s)", (text) => {
    expect(parseIsoInstant(text, BRISBANE)).toBeNull();
    expect(isRealIsoDateTime(text)).toBe(false);
  });

  it.each([
    ["2024-02-29", "2024-02-28T14:00:00.000Z"], // a leap day, midnight in Brisbane (UTC+10)
    ["2026-11-23", "2026-11-22T14:00:00.000Z"],
    ["2026-11-23T10:00", "2026-11-23T00:00:00.000Z"],
    ["2026-11-23 10:00:30.5", "2026-11-23T00:00:30.500Z"],
    ["2026-11-23T10:00:00Z", "2026-11-23T10:00:00.000Z"],
    ["2026-11-23T10:00:00+10:00", "2026-11-23T00:00:00.000Z"],
    ["2026-11-23T10:00:00-0330", "2026-11-23T13:30:00.000Z"],
  ])("%s without an offset is Brisbane wall-clock time: %s", (text, iso) => {
    expect(parseIsoInstant(text, BRISBANE)?.toISOString()).toBe(iso);
  });

  it("a date alone is midnight in the site's zone, daylight saving included", () => {
    // Sydney is UTC+11 in January (daylight saving), UTC+10 in July.
    expect(parseIsoInstant("2026-01-15", "Australia/Sydney")?.toISOString()).toBe(
      "2026-01-14T13:00:00.000Z",
    );
    expect(parseIsoInstant("2026-07-15", "Australia/Sydney")?.toISOString()).toBe(
      "2026-07-14T14:00:00.000Z",
    );
  });

  it("knows IANA zones", () => {
    expect(isTimeZone("Australia/Perth")).toBe(true);
    expect(isTimeZone("Pacific/Auckland")).toBe(true);
    expect(isTimeZone("Australia/Gotham")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  const zoneArb = fc.constantFrom(
    BRISBANE,
    "Australia/Sydney",
    "Australia/Perth",
    "Pacific/Auckland",
  );
  const dayArb = fc.date({
    min: new Date("1990-01-01T00:00:00Z"),
    max: new Date("2090-12-31T00:00:00Z"),
    noInvalidDate: true,
  });

  it("every real calendar date reads back as the same date in its zone (property)", () => {
    fc.assert(
      fc.property(dayArb, zoneArb, (day, zone) => {
        const text = day.toISOString().slice(0, 10);
        const instant = parseIsoInstant(text, zone);
        expect(instant).not.toBeNull();
        expect(formatInTimeZone(instant as Date, zone, "yyyy-MM-dd")).toBe(text);
      }),
    );
  });

  it("a day past the month's end is never an instant (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (year, month, past) => {
          const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
          const day = last + past;
          if (day > 99) return;
          const text = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          expect(parseIsoInstant(text, BRISBANE)).toBeNull();
        },
      ),
    );
  });

  it("an instant with an offset is the same whichever zone reads it (property)", () => {
    fc.assert(
      fc.property(dayArb, zoneArb, (instant, zone) => {
        const text = instant.toISOString();
        expect(parseIsoInstant(text, zone)?.getTime()).toBe(instant.getTime());
      }),
    );
  });
});
