import { describe, expect, it } from "vitest";
import { Location } from "../schemas/location";
import { hoursOn } from "./opening-hours";
import { holidaysFrom, locationHolidays, publicHolidayCalendar } from "./public-holidays";

const at = (state: string) =>
  Location.parse({
    id: "1",
    name: "Dealer",
    slug: "dealer",
    address: { state },
    contact_detail: {
      opening_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        status: "Open",
        open: "08:00",
        close: "17:00",
      })),
    },
  });

describe("issue 18 public holidays per state and region (date-holidays)", () => {
  it("national days everywhere; state and regional days only there", () => {
    expect(locationHolidays(at("QLD"))("2026-12-25")).toBe("Christmas Day");
    expect(locationHolidays(at("NSW"))("2026-01-26")).toBe("Australia Day");
    // The King's Birthday: June in most states, October in Queensland, September in WA.
    expect(locationHolidays(at("QLD"))("2026-10-05")).toBe("King's Birthday");
    expect(locationHolidays(at("NSW"))("2026-10-05")).toBe("Labour Day");
    expect(locationHolidays(at("VIC"))("2026-10-05")).toBeNull();
    // Auckland Anniversary Day (26 January 2026) is Auckland's, not Canterbury's.
    expect(locationHolidays(at("Auckland"), "NZ")("2026-01-26")).not.toBeNull();
    expect(locationHolidays(at("Canterbury"), "NZ")("2026-01-26")).toBeNull();
    expect(locationHolidays(at("Canterbury"), "NZ")("2026-02-06")).toBe("Waitangi Day");
  });

  it("a part-day holiday (Christmas Eve from 6 pm in QLD) leaves the trading day alone", () => {
    expect(publicHolidayCalendar("AU", "QLD")("2026-12-24")).toBeNull();
  });

  it("a holiday closes the location, named as the reason", () => {
    const day = hoursOn(at("QLD"), "2026-12-25", "sales", locationHolidays(at("QLD")));
    expect(day).toMatchObject({
      status: "Closed",
      holiday: "Christmas Day",
      closedReason: "Christmas Day",
    });
  });

  it("special hours for the date win over the holiday", () => {
    const open = Location.parse({
      ...at("QLD"),
      special_hours: [
        { date: "2026-12-26", status: "Open", start_hour: "09:00", end_hour: "13:00" },
      ],
    });
    const day = hoursOn(open, "2026-12-26", "sales", locationHolidays(open));
    expect(day).toMatchObject({
      status: "Open",
      open: "09:00",
      holiday: "Boxing Day",
      closedReason: null,
    });
  });

  it("lists the holidays of a stretch of days for a client", () => {
    expect(holidaysFrom(publicHolidayCalendar("NZ", "AUK"), "2026-12-20", 14)).toEqual({
      "2026-12-25": "Christmas Day",
      "2026-12-26": "Boxing Day",
      "2026-12-28": "Boxing Day (substitute day)",
      "2027-01-01": "New Year's Day",
      "2027-01-02": "Day after New Year's Day",
    });
  });
});
