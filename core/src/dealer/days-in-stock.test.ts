import { describe, expect, it } from "vitest";
import { createdInstant, daysInStock } from "./days-in-stock";

const SYDNEY = "Australia/Sydney";
const PERTH = "Australia/Perth";

describe("days in stock (issue 35 §1): calendar days in the site's zone", () => {
  // 2026-12-07 07:30 in Sydney (+11:00) is 2026-12-06 20:30 UTC and 04:30 in Perth (+08:00).
  const now = new Date("2026-12-06T20:30:00Z");

  it.each([
    ["2026-12-07T06:00:00+11:00", SYDNEY, 0],
    ["2026-12-06T23:59:00+11:00", SYDNEY, 1],
    // The same instant is today in Sydney and yesterday in Perth.
    ["2026-12-06T14:00:00Z", SYDNEY, 0],
    ["2026-12-06T14:00:00Z", PERTH, 1],
    ["2026-12-05T15:59:00Z", PERTH, 2],
    ["2026-12-06", SYDNEY, 1],
    ["2026-12-06 23:00", SYDNEY, 1],
    ["2026-11-07T10:00:00.250+1100", SYDNEY, 30],
    ["2027-01-01T00:00:00Z", SYDNEY, 0],
  ])("created %s in %s: %i days", (created_at, zone, days) => {
    expect(daysInStock({ created_at }, now, zone)).toBe(days);
  });

  it.each([
    null,
    undefined,
    "",
    "yesterday",
    "2026-02-30",
    "2026-13-01",
    "0000-01-01",
    "2026-12-06T24:00:00Z",
  ])("has no days for created_at %j", (created_at) => {
    expect(daysInStock({ created_at }, now, SYDNEY)).toBeNull();
  });

  it("reads an offset as written and a bare time in the zone", () => {
    expect(createdInstant("2026-12-01T09:00:00+10:30", SYDNEY)?.toISOString()).toBe(
      "2026-11-30T22:30:00.000Z",
    );
    expect(createdInstant("2026-12-01T09:00", SYDNEY)?.toISOString()).toBe(
      "2026-11-30T22:00:00.000Z",
    );
  });
});
