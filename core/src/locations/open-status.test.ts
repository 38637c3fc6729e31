import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Location } from "../schemas/location";
import { localIso } from "./local-time";
import { openStatus } from "./open-status";
import { publicHolidayCalendar } from "./public-holidays";

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: "Open",
  open: "08:30",
  close: "17:00",
}));
const dealer = Location.parse({
  id: "syd",
  name: "Sydney Motors",
  slug: "sydney-motors",
  address: { state: "NSW" },
  contact_detail: {
    opening_hours: [...weekdays, { weekday: 6, status: "Open", open: "9am", close: "1pm" }],
  },
  special_hours: [{ date: "28/12/2026", status: "Open", start_hour: "10:00", end_hour: "14:00" }],
});
const sydney = {
  timeZone: "Australia/Sydney",
  holidays: publicHolidayCalendar("AU", "NSW"),
};

describe("issue 18 open now / closes at, in the location's zone", () => {
  it("Tuesday 1 December 2026, 10:00 in Sydney (summer, +11:00): open until 17:00", () => {
    expect(openStatus(dealer, new Date("2026-12-01T10:00:00+11:00"), sydney)).toEqual({
      timeZone: "Australia/Sydney",
      openNow: true,
      today: { open: "08:30", close: "17:00" },
      nextOpen: "2026-12-02T08:30:00+11:00",
      closedReason: null,
    });
  });

  it("8 am Sydney is before opening, though it is already 9 am in Auckland and 7 am in Brisbane", () => {
    const status = openStatus(dealer, new Date("2026-12-01T08:00:00+11:00"), sydney);
    expect(status.openNow).toBe(false);
    expect(status.nextOpen).toBe("2026-12-01T08:30:00+11:00");
  });

  it("Christmas Day (a Friday) is closed by the public holiday; Boxing Day Saturday too", () => {
    expect(openStatus(dealer, new Date("2026-12-25T10:00:00+11:00"), sydney)).toEqual({
      timeZone: "Australia/Sydney",
      openNow: false,
      today: null,
      // Boxing Day (Saturday), then Sunday closed, then the substitute holiday's special hours.
      nextOpen: "2026-12-28T10:00:00+11:00",
      closedReason: "Christmas Day",
    });
  });

  it("special hours open a public holiday (the substitute Boxing Day, Monday 28 December)", () => {
    const status = openStatus(dealer, new Date("2026-12-28T11:00:00+11:00"), sydney);
    expect(status.openNow).toBe(true);
    expect(status.today).toEqual({ open: "10:00", close: "14:00" });
  });

  it("a regular closed day has no reason; a special closure gives its name", () => {
    expect(openStatus(dealer, new Date("2026-11-29T10:00:00+11:00"), sydney).closedReason).toBe(
      null,
    );
    const stocktake = Location.parse({
      ...dealer,
      special_hours: [{ date: "2026-12-01", status: "Closed", name: "Stocktake" }],
    });
    expect(openStatus(stocktake, new Date("2026-12-01T10:00:00+11:00"), sydney).closedReason).toBe(
      "Stocktake",
    );
  });

  it("property: hours never shift by an hour — the next opening is 08:30 or 09:00 local, whatever the date", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "Australia/Sydney",
          "Australia/Perth",
          "Pacific/Auckland",
          "Australia/Adelaide",
        ),
        fc.date({
          min: new Date("2025-01-01T00:00:00Z"),
          max: new Date("2030-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (timeZone, now) => {
          const status = openStatus(dealer, now, { timeZone });
          expect(status.nextOpen).not.toBeNull();
          const next = new Date(status.nextOpen ?? "");
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          expect(localIso(next, timeZone)).toBe(status.nextOpen);
          expect(["08:30", "09:00", "10:00"]).toContain(status.nextOpen?.slice(11, 16));
        },
      ),
      { numRuns: 200 },
    );
  });
});
