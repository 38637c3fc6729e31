import { formatInTimeZone } from "date-fns-tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatInZone } from "./zoned-format";

const ZONES = [
  "Australia/Brisbane",
  "Australia/Sydney",
  "Australia/Adelaide",
  "Australia/Perth",
  "Australia/Lord_Howe",
  "Australia/Darwin",
  "Pacific/Auckland",
  "Pacific/Chatham",
  "UTC",
  "America/St_Johns",
  "Asia/Kathmandu",
];
const PATTERNS = [
  "dd/MM/yyyy",
  "dd/MM/yyyy HH:mm",
  "yyyy-MM-dd",
  "yyyy-MM-dd HH:mm",
  "yyyy-M",
  "yyyy",
  "yyyy-MM-dd'T'HH:mm:ssXXX",
];

describe("formatInZone", () => {
  it("writes what date-fns-tz's formatInTimeZone writes, for every pattern core uses", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1990-01-01Z"),
          max: new Date("2060-12-31Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...PATTERNS),
        (instant, zone, pattern) => {
          expect(formatInZone(instant, zone, pattern)).toBe(
            formatInTimeZone(instant, zone, pattern),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it("crosses a daylight-saving change at the zone's own moment", () => {
    // Sydney's clocks go forward at 02:00 local on 04/10/2026 (16:00Z the day before).
    expect(
      formatInZone(
        new Date("2026-10-03T15:59:00Z"),
        "Australia/Sydney",
        "yyyy-MM-dd'T'HH:mm:ssXXX",
      ),
    ).toBe("2026-10-04T01:59:00+10:00");
    expect(
      formatInZone(
        new Date("2026-10-03T16:00:00Z"),
        "Australia/Sydney",
        "yyyy-MM-dd'T'HH:mm:ssXXX",
      ),
    ).toBe("2026-10-04T03:00:00+11:00");
  });

  it("reads an ISO string or epoch milliseconds as formatInTimeZone does", () => {
    const pattern = "yyyy-MM-dd'T'HH:mm:ssXXX";
    for (const instant of [
      "2026-11-27T09:10:00.000Z",
      "2026-11-27T20:10:00+11:00",
      1_795_000_000_000,
    ]) {
      expect(formatInZone(instant, "Australia/Sydney", pattern)).toBe(
        formatInTimeZone(instant, "Australia/Sydney", pattern),
      );
    }
  });

  it("refuses an unknown zone and an unsupported token", () => {
    expect(() => formatInZone(new Date(0), "Mars/Olympus", "yyyy")).toThrow(RangeError);
    expect(() => formatInZone(new Date(0), "UTC", "EEEE")).toThrow(/unsupported token EEEE/);
  });
});
