import { describe, expect, it } from "vitest";
import { localInstant, localIso, readLocalDateTime } from "./local-time";

describe("local wall-clock times in a zone", () => {
  it("gives the instant of a local time, with the offset of that date", () => {
    expect(localInstant("2026-12-01", 9 * 60, "Australia/Sydney")?.toISOString()).toBe(
      "2026-11-30T22:00:00.000Z",
    );
    expect(localInstant("2026-07-01", 9 * 60, "Australia/Sydney")?.toISOString()).toBe(
      "2026-06-30T23:00:00.000Z",
    );
    expect(localInstant("2026-12-01", 24 * 60, "Australia/Perth")?.toISOString()).toBe(
      "2026-12-01T16:00:00.000Z",
    );
  });

  it("a time skipped when clocks go forward does not exist; a repeated one is its first", () => {
    // Sydney: 4 October 2026, 02:00 AEST → 03:00 AEDT. Auckland: 27 September 2026, same.
    expect(localInstant("2026-10-04", 2 * 60 + 30, "Australia/Sydney")).toBeNull();
    expect(localInstant("2026-09-27", 2 * 60, "Pacific/Auckland")).toBeNull();
    // Sydney: 5 April 2026, 03:00 AEDT → 02:00 AEST; 02:30 happens twice, first at +11:00.
    expect(localInstant("2026-04-05", 2 * 60 + 30, "Australia/Sydney")?.toISOString()).toBe(
      "2026-04-04T15:30:00.000Z",
    );
  });

  it("writes local ISO 8601 with the zone's offset", () => {
    const instant = new Date("2026-11-30T22:00:00Z");
    expect(localIso(instant, "Australia/Sydney")).toBe("2026-12-01T09:00:00+11:00");
    expect(localIso(instant, "Australia/Brisbane")).toBe("2026-12-01T08:00:00+10:00");
    expect(localIso(instant, "Pacific/Auckland")).toBe("2026-12-01T11:00:00+13:00");
    expect(localIso(instant, "Pacific/Chatham")).toBe("2026-12-01T11:45:00+13:45");
  });

  it("reads a date-time without an offset in the zone, and one with an offset as written", () => {
    expect(readLocalDateTime("2026-12-01T10:15", "Australia/Perth")?.toISOString()).toBe(
      "2026-12-01T02:15:00.000Z",
    );
    expect(readLocalDateTime("2026-12-01T10:15:30", "Pacific/Auckland")?.toISOString()).toBe(
      "2026-11-30T21:15:30.000Z",
    );
    expect(readLocalDateTime("2026-12-01T10:15:00Z", "Pacific/Auckland")?.toISOString()).toBe(
      "2026-12-01T10:15:00.000Z",
    );
    expect(readLocalDateTime("2026-12-01T10:15+10:00", "Pacific/Auckland")?.toISOString()).toBe(
      "2026-12-01T00:15:00.000Z",
    );
    expect(readLocalDateTime("2026-02-30T10:00", "Australia/Sydney")).toBeNull();
    expect(readLocalDateTime("tomorrow", "Australia/Sydney")).toBeNull();
    expect(readLocalDateTime("2026-12-01T25:00", "Australia/Sydney")).toBeNull();
  });
});
