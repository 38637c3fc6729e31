import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Location } from "../schemas/location";
import { minutesOfDay, SLOT_MINUTES, testDriveSlots } from "./slots";

const location = Location.parse({
  id: "1",
  name: "Brisbane",
  slug: "brisbane",
  contact_detail: {
    opening_hours: [
      { weekday: 1, status: "Open", open: "08:00", close: "17:00" },
      { weekday: 6, status: "Open", open: "8:30 AM", close: "12:00 PM" },
      { weekday: 0, status: "Closed" },
    ],
  },
  special_hours: [{ date: "2026-12-28", status: "Closed" }],
});
// 2026-11-23 is a Monday; 00:00 UTC is 10:00 in Brisbane.
const mondayMorning = new Date("2026-11-22T22:00:00Z"); // 08:00 Brisbane, Monday

describe("minutesOfDay", () => {
  it.each([
    ["08:00", 480],
    ["8:30", 510],
    ["17:00:00", 1020],
    ["8am", 480],
    ["5:30 PM", 1050],
    ["12:00 PM", 720],
    ["12:00 am", 0],
    ["", null],
    ["late", null],
    ["25:00", null],
    ["13pm", null],
  ])("%s → %s", (text, minutes) => expect(minutesOfDay(text)).toBe(minutes));
});

describe("testDriveSlots", () => {
  it("uses the service hours for a service booking, the sales hours otherwise", () => {
    const workshop = Location.parse({
      id: "2",
      name: "Brisbane Service",
      slug: "brisbane-service",
      location_type: "service",
      contact_detail: {
        opening_hours: [
          { weekday: 1, status: "Open", open: "07:00", close: "09:00", location_type: "service" },
        ],
      },
    });
    expect(testDriveSlots(workshop, "2026-11-30", mondayMorning)).toEqual([]);
    expect(
      testDriveSlots(workshop, "2026-11-30", mondayMorning, "Australia/Brisbane", "service"),
    ).toEqual(["07:00", "07:30", "08:00", "08:30"]);
  });

  it("gives every 30 minutes from opening until 30 minutes before closing", () => {
    const slots = testDriveSlots(location, "2026-11-30", mondayMorning);
    expect(slots[0]).toBe("08:00");
    expect(slots.at(-1)).toBe("16:30");
    expect(slots).toHaveLength(18);
  });

  it("reads 12-hour times (Saturday 8:30 AM to 12:00 PM)", () => {
    expect(testDriveSlots(location, "2026-11-28", mondayMorning)).toEqual([
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
  });

  it("gives none on a closed day, a day with no hours, a special closed date or a past date", () => {
    expect(testDriveSlots(location, "2026-11-29", mondayMorning)).toEqual([]);
    expect(testDriveSlots(location, "2026-11-24", mondayMorning)).toEqual([]);
    expect(testDriveSlots(location, "2026-12-28", mondayMorning)).toEqual([]);
    expect(testDriveSlots(location, "2026-11-16", mondayMorning)).toEqual([]);
  });

  it("today starts an hour after now in Brisbane", () => {
    // 00:10 UTC = 10:10 Brisbane → first slot 11:30 (11:10 rounded up to the grid)
    const slots = testDriveSlots(location, "2026-11-23", new Date("2026-11-23T00:10:00Z"));
    expect(slots[0]).toBe("11:30");
  });

  it("slots are increasing, on the 30-minute grid and inside the opening hours", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 * 24 * 60 }), (offsetMinutes) => {
        const now = new Date(mondayMorning.getTime() + offsetMinutes * 60_000);
        for (const date of ["2026-11-23", "2026-11-30", "2026-12-05"]) {
          const minutes = testDriveSlots(location, date, now).map((s) => minutesOfDay(s) ?? -1);
          for (let i = 1; i < minutes.length; i++) {
            expect((minutes[i] ?? 0) - (minutes[i - 1] ?? 0)).toBe(SLOT_MINUTES);
          }
          for (const m of minutes) expect(m).toBeGreaterThanOrEqual(480);
          for (const m of minutes) expect(m + SLOT_MINUTES).toBeLessThanOrEqual(1020);
        }
      }),
    );
  });
});
