import { SiteConfig } from "@forecourt/core";
import { brisbaneMotorGroup, harbourCityMotors, smithfieldCarOutlet } from "@forecourt/fixtures";
import { describe, expect, it } from "vitest";
import { CliError } from "../io";
import { openSite } from "../stock/site-source";
import { hoursReport, slotsReport } from "./location-clock";

const perthSite = SiteConfig.parse({
  slug: "perth-auto",
  name: "Perth Auto",
  locations: [
    {
      id: "per-1",
      name: "Perth Auto Osborne Park",
      slug: "osborne-park",
      address: { city: "Osborne Park", state: "WA", postcode: "6017" },
      contact_detail: {
        opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({
          weekday,
          status: "Open",
          open: "08:30",
          close: "17:00",
        })),
      },
    },
  ],
});

const noClock = () => {
  throw new Error("the tests fix --now");
};

describe("forecourt slots (issue 18), at fixed --now values", () => {
  it("Sydney in summer: +11:00, none within the hour after 10:15 local", () => {
    const report = slotsReport(
      smithfieldCarOutlet,
      { location: "smithfield", date: "2026-12-01", now: "2026-12-01T10:15" },
      noClock,
    );
    expect(report.timeZone).toBe("Australia/Sydney");
    expect(report.date).toBe("2026-12-01");
    expect(report.slots[0]).toBe("2026-12-01T11:30:00+11:00");
    expect(report.slots.at(-1)).toBe("2026-12-01T17:00:00+11:00");
    expect(report.slots).toHaveLength(12);
  });

  it("Brisbane: +10:00; a --now with an offset is that instant (10:15 Sydney is 09:15 Brisbane)", () => {
    const flags = { location: "bmg-mercedes-newstead", date: "2026-12-01" };
    const local = slotsReport(brisbaneMotorGroup, { ...flags, now: "2026-12-01T10:15" }, noClock);
    expect(local.timeZone).toBe("Australia/Brisbane");
    expect(local.slots[0]).toBe("2026-12-01T11:30:00+10:00");
    const sydney = "2026-12-01T10:15:00+11:00";
    expect(slotsReport(brisbaneMotorGroup, { ...flags, now: sydney }, noClock).slots[0]).toBe(
      "2026-12-01T10:30:00+10:00",
    );
  });

  it("Perth: +08:00, a whole future day from opening", () => {
    const report = slotsReport(
      perthSite,
      { location: "per-1", date: "2026-12-02", now: "2026-12-01T12:00" },
      noClock,
    );
    expect(report.timeZone).toBe("Australia/Perth");
    expect(report.slots[0]).toBe("2026-12-02T08:30:00+08:00");
    expect(report.slots.at(-1)).toBe("2026-12-02T16:30:00+08:00");
  });

  it("Auckland: +13:00; Christmas Day is closed ('slots': [])", () => {
    const report = slotsReport(
      harbourCityMotors,
      { location: "penrose", date: "2026-12-01", now: "2026-12-01T10:00" },
      noClock,
    );
    expect(report.timeZone).toBe("Pacific/Auckland");
    expect(report.slots[0]).toBe("2026-12-01T11:00:00+13:00");
    expect(
      slotsReport(
        harbourCityMotors,
        { location: "penrose", date: "2026-12-25", now: "2026-12-01T10:00" },
        noClock,
      ),
    ).toEqual({ timeZone: "Pacific/Auckland", date: "2026-12-25", slots: [] });
  });

  it("service slots follow the service hours", () => {
    const report = slotsReport(
      harbourCityMotors,
      { location: "penrose", date: "2026-12-05", type: "service", now: "2026-12-01T10:00" },
      noClock,
    );
    expect(report.slots).toEqual([
      "2026-12-05T08:00:00+13:00",
      "2026-12-05T08:30:00+13:00",
      "2026-12-05T09:00:00+13:00",
      "2026-12-05T09:30:00+13:00",
      "2026-12-05T10:00:00+13:00",
      "2026-12-05T10:30:00+13:00",
      "2026-12-05T11:00:00+13:00",
      "2026-12-05T11:30:00+13:00",
    ]);
  });
});

describe("forecourt hours (issue 18), at fixed --now values", () => {
  it("Sydney in summer, open", () => {
    expect(
      hoursReport(
        smithfieldCarOutlet,
        { location: "smithfield", now: "2026-12-01T10:15" },
        noClock,
      ),
    ).toEqual({
      timeZone: "Australia/Sydney",
      openNow: true,
      today: { open: "08:30", close: "17:30" },
      nextOpen: "2026-12-02T08:30:00+11:00",
      closedReason: null,
    });
  });

  it("Brisbane, before opening", () => {
    const report = hoursReport(
      brisbaneMotorGroup,
      { location: "bmg-mercedes-newstead", now: "2026-12-01T07:00" },
      noClock,
    );
    expect(report).toMatchObject({ timeZone: "Australia/Brisbane", openNow: false });
    expect(report.nextOpen).toBe("2026-12-01T08:30:00+10:00");
  });

  it("Perth, after closing on a Friday: next open Monday", () => {
    expect(
      hoursReport(perthSite, { location: "osborne-park", now: "2026-12-04T17:30" }, noClock),
    ).toEqual({
      timeZone: "Australia/Perth",
      openNow: false,
      today: { open: "08:30", close: "17:00" },
      nextOpen: "2026-12-07T08:30:00+08:00",
      closedReason: null,
    });
  });

  it("Auckland on Christmas Day: closed for it; Boxing Day too; open again Sunday", () => {
    expect(
      hoursReport(harbourCityMotors, { location: "penrose", now: "2026-12-25T10:00" }, noClock),
    ).toEqual({
      timeZone: "Pacific/Auckland",
      openNow: false,
      today: null,
      nextOpen: "2026-12-27T10:00:00+13:00",
      closedReason: "Christmas Day",
    });
  });
});

describe("unknown names exit 2; bad flags name the flag", () => {
  const exitOf = (run: () => unknown) => {
    try {
      run();
    } catch (e) {
      return e instanceof CliError ? [e.exitCode, e.message] : e;
    }
    return "no error";
  };

  it("an unknown location", () => {
    expect(
      exitOf(() => hoursReport(harbourCityMotors, { location: "wellington" }, noClock)),
    ).toEqual([
      2,
      "--location: unknown location 'wellington' on site 'harbour-city-motors' (known: penrose, christchurch)",
    ]);
  });

  it("an unknown site", async () => {
    const error = await openSite("nowhere", { demo: true, env: {}, now: new Date() }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(CliError);
    expect([error.exitCode, error.message.split(" (")[0]]).toEqual([
      2,
      "--site: unknown site 'nowhere'",
    ]);
  });

  it("a bad --date, --now or --type", () => {
    const flags = { location: "penrose", date: "2026-02-30", now: "2026-12-01T10:00" };
    expect(exitOf(() => slotsReport(harbourCityMotors, flags, noClock))).toEqual([
      1,
      '--date: must be a date YYYY-MM-DD, got "2026-02-30"',
    ]);
    expect(
      exitOf(() => hoursReport(harbourCityMotors, { location: "penrose", now: "soon" }, noClock)),
    ).toEqual([1, '--now: not an ISO date-time: "soon"']);
    expect(
      exitOf(() => hoursReport(harbourCityMotors, { location: "penrose", type: "parts" }, noClock)),
    ).toEqual([1, "--type: must be sales or service"]);
  });
});
