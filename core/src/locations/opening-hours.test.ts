import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Location } from "../schemas/location";
import {
  addCalendarDays,
  calendarDateIn,
  hoursOn,
  hoursTypesOf,
  openingHoursForType,
  openingWeek,
  specialHoursDate,
  weekdayOf,
} from "./opening-hours";

const week = (type: string | null, open: string) =>
  [1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    status: weekday === 6 ? "Closed" : "Open",
    open,
    close: "17:00",
    location_type: type,
  }));

const location = Location.parse({
  id: "7",
  name: "Brisbane Toyota",
  slug: "brisbane-toyota",
  location_type: "sales",
  contact_detail: {
    opening_hours: [
      ...week("sales", "08:30"),
      ...week("service", "07:00"),
      { weekday: 0, status: "Closed" },
    ],
  },
  special_hours: [
    { date: "2026-12-25", status: "Closed" },
    { date: "2026-12-24", location_id: "7", start_hour: "09:00", end_hour: "12:00" },
    { date: "2026-12-23", location_id: "99", status: "Closed" },
  ],
});

describe("§3 opening hours by type with special hours", () => {
  it("weekday 0 is Sunday (§9)", () => {
    expect(weekdayOf("2026-03-15")).toBe(0);
    expect(weekdayOf("2026-03-16")).toBe(1);
    expect(weekdayOf("2026-03-21")).toBe(6);
  });

  it("a used-car yard's sales (test-drive) hours are its hours tagged used", () => {
    const yard = Location.parse({
      id: "y",
      name: "Yard",
      slug: "yard",
      location_type: "used",
      contact_detail: {
        opening_hours: [
          { weekday: 1, status: "Open", open: "09:00", close: "17:00", location_type: "used" },
          { weekday: 1, status: "Open", open: "07:00", close: "16:00", location_type: "service" },
        ],
      },
    });
    expect(openingHoursForType(yard, "sales").map((h) => h.open)).toEqual(["09:00"]);
    expect(openingHoursForType(yard, "service").map((h) => h.open)).toEqual(["07:00"]);
  });

  it("hours switch by location type", () => {
    expect(openingHoursForType(location, "sales").map((h) => h.open)).toContain("08:30");
    expect(openingHoursForType(location, "service").every((h) => h.open === "07:00")).toBe(true);
    expect(hoursOn(location, "2026-03-16")).toMatchObject({
      status: "Open",
      text: "08:30 - 17:00",
      special: false,
    });
    expect(hoursOn(location, "2026-03-16", "service").text).toBe("07:00 - 17:00");
    expect(hoursOn(location, "2026-03-21")).toMatchObject({ status: "Closed", text: "Closed" });
    // No entry for Sunday with a type, none untagged for sales → Closed.
    expect(hoursOn(location, "2026-03-15").status).toBe("Closed");
  });

  it("the hours types a card switches between: tagged types and its own, in tab order", () => {
    expect(hoursTypesOf(location)).toEqual(["sales", "service"]);
    const used = Location.parse({
      id: "2",
      name: "x",
      slug: "x",
      location_type: "used",
      contact_detail: { opening_hours: week("used", "09:00") },
    });
    expect(hoursTypesOf(used)).toEqual(["used"]);
    const untagged = Location.parse({
      id: "3",
      name: "x",
      slug: "x",
      location_type: "",
      contact_detail: { opening_hours: week(null, "09:00") },
    });
    expect(hoursTypesOf(untagged)).toEqual(["sales"]);
    const parts = Location.parse({
      id: "4",
      name: "x",
      slug: "x",
      location_type: "parts",
      contact_detail: { opening_hours: [...week("parts", "07:30"), ...week("sales", "08:00")] },
    });
    expect(hoursTypesOf(parts)).toEqual(["sales", "parts"]);
  });

  it("a special-hours entry overrides the weekly hours on its date", () => {
    expect(hoursOn(location, "2026-12-25")).toMatchObject({ status: "Closed", special: true });
    expect(hoursOn(location, "2026-12-24")).toMatchObject({
      status: "Open",
      open: "09:00",
      close: "12:00",
      text: "09:00 - 12:00",
      special: true,
    });
    // Another location's special hours do not apply.
    expect(hoursOn(location, "2026-12-23")).toMatchObject({ status: "Open", special: false });
  });

  it.each([
    ["2026-12-25", "2026-12-25"],
    ["2026-12-25T00:00:00+10:00", "2026-12-25"],
    ["25/12/2026", "2026-12-25"],
    ["1/2/2027", "2027-02-01"],
    ["Christmas", null],
  ])("special-hours date %j reads as %j", (raw, iso) => {
    expect(specialHoursDate(raw)).toBe(iso);
  });

  it("a dd/MM/yyyy special-hours date (as feeds write it) is honoured", () => {
    const l = Location.parse({
      id: "1",
      name: "x",
      slug: "x",
      contact_detail: { opening_hours: week(null, "08:00") },
      special_hours: [{ date: "25/12/2026", location_id: "1", status: "Closed" }],
    });
    // 25/12/2026 is a Friday: open by the week, closed by the special entry.
    expect(hoursOn(l, "2026-12-25")).toMatchObject({ status: "Closed", special: true });
    expect(hoursOn(l, "2026-12-24")).toMatchObject({ status: "Open", special: false });
  });

  it("hours.begin / hours.end form", () => {
    const l = Location.parse({
      id: "1",
      name: "x",
      slug: "x",
      special_hours: [
        { date: "2026-01-26", status: "Open", hours: { begin: "10:00", end: "14:00" } },
      ],
    });
    expect(hoursOn(l, "2026-01-26").text).toBe("10:00 - 14:00");
  });

  it("openingWeek: seven consecutive days from the start date", () => {
    const days = openingWeek(location, "2026-12-21");
    expect(days.map((d) => d.date)).toEqual([
      "2026-12-21",
      "2026-12-22",
      "2026-12-23",
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2026-12-27",
    ]);
    expect(days.map((d) => d.special)).toEqual([false, false, false, true, true, false, false]);
  });

  it("calendar date in Brisbane", () => {
    expect(calendarDateIn(new Date("2026-03-15T14:30:00Z"))).toBe("2026-03-16");
  });

  it("property: weekdays advance by one per day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 30 }),
        (offset, n) => {
          const d = addCalendarDays("2000-01-01", offset);
          expect(weekdayOf(addCalendarDays(d, n))).toBe((weekdayOf(d) + n) % 7);
        },
      ),
    );
  });
});
