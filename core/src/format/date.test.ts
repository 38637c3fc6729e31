import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarDayText, daysInMonth, endOfMonthText, formatDate, parseDisplayDate } from "./date";

/** Instants from 2000 to 2100, weighted toward month and year ends. */
const instantArb = fc.oneof(
  fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2100-01-01T00:00:00Z"),
    noInvalidDate: true,
  }),
  fc.constantFrom(
    new Date("2026-11-30T13:59:59Z"),
    new Date("2026-11-30T14:00:00Z"),
    new Date("2024-02-28T14:00:00Z"),
    new Date("2025-12-31T14:00:00Z"),
  ),
);

describe("§9 dates dd/MM/yyyy (Australia/Brisbane)", () => {
  it.each([
    ["2026-11-23T00:44:00Z", "23/11/2026"],
    // 14:00Z is midnight in Brisbane (UTC+10, no daylight saving).
    ["2026-11-30T13:59:59Z", "30/11/2026"],
    ["2026-11-30T14:00:00Z", "01/12/2026"],
    ["2025-01-05T00:00:00Z", "05/01/2025"],
  ])("%s → %s", (iso, text) => {
    expect(formatDate(new Date(iso))).toBe(text);
  });

  it("accepts ISO strings and epoch milliseconds, and refuses invalid dates", () => {
    expect(formatDate("2026-11-23T00:44:00Z")).toBe("23/11/2026");
    expect(formatDate(Date.UTC(2026, 0, 5))).toBe("05/01/2026");
    expect(() => formatDate("yesterday")).toThrow(RangeError);
  });

  it("takes the timezone as a parameter", () => {
    expect(formatDate(new Date("2026-11-30T14:00:00Z"), "UTC")).toBe("30/11/2026");
  });

  it.each(["31/02/2026", "00/01/2026", "01/13/2026", "1/1/2026", "2026-01-01"])(
    "rejects %s",
    (text) => {
      expect(parseDisplayDate(text)).toBeNull();
    },
  );

  it("round trips dd/MM/yyyy text", () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const text = formatDate(instant);
        const parsed = parseDisplayDate(text);
        expect(parsed).not.toBeNull();
        expect(formatDate(parsed as Date)).toBe(text);
      }),
    );
  });
});

describe("§9 end-of-month helper: 'day month year'", () => {
  it.each([
    ["2026-11-23T00:44:00Z", "30 November 2026"],
    ["2024-02-10T00:00:00Z", "29 February 2024"],
    ["2025-02-10T00:00:00Z", "28 February 2025"],
    // 31 Dec 15:00Z is already January in Brisbane.
    ["2025-12-31T15:00:00Z", "31 January 2026"],
  ])("%s → %s", (iso, text) => {
    expect(endOfMonthText(new Date(iso))).toBe(text);
  });

  it("is the last day of the month formatDate shows", () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const [, mm = "", yyyy = ""] = formatDate(instant).split("/");
        const text = endOfMonthText(instant);
        expect(text.endsWith(` ${yyyy}`)).toBe(true);
        expect(text.startsWith(`${daysInMonth(Number(yyyy), Number(mm))} `)).toBe(true);
      }),
    );
  });
});

describe("calendarDayText (dealer-local yyyy-MM-dd shown as §9 dd/MM/yyyy)", () => {
  it("reorders the day without shifting it", () => {
    expect(calendarDayText("2026-11-27")).toBe("27/11/2026");
    expect(calendarDayText("2027-01-01")).toBe("01/01/2027");
  });
  it("is formatDate's answer for the same day in any zone's own midnight", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (d) => {
          const day = d.toISOString().slice(0, 10);
          expect(calendarDayText(day)).toBe(formatDate(`${day}T00:00:00Z`, "UTC"));
        },
      ),
      { numRuns: 200 },
    );
  });
  it("leaves anything that is not a calendar day alone", () => {
    expect(calendarDayText("27/11/2026")).toBe("27/11/2026");
  });
});
