import { describe, expect, it } from "vitest";
import { Location } from "./location";
import { SiteConfig } from "./site-config";

const yard = (hours: Record<string, unknown>) => ({
  slug: "s",
  name: "S",
  locations: [{ id: "1", name: "Yard", slug: "yard", ...hours }],
});
const weekly = (open: string | null, close: string | null, status = "Open") =>
  yard({ contact_detail: { opening_hours: [{ weekday: 1, status, open, close }] } });

const problems = (input: unknown) => {
  const parsed = SiteConfig.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("a site's opening hours are 24-hour HH:mm times (issue 31 §5)", () => {
  it.each(["25:99", "24:00", "8:30", "08:60", "0830", "8am"])(
    "refuses open %j naming the field",
    (open) => {
      expect(problems(weekly(open, "17:30"))).toEqual([
        `locations.0.contact_detail.opening_hours.0.open: must be a 24-hour time like 08:30, got "${open}"`,
      ]);
    },
  );

  it("refuses a bad close, and a close not after the open", () => {
    expect(problems(weekly("08:30", "17:3"))).toEqual([
      'locations.0.contact_detail.opening_hours.0.close: must be a 24-hour time like 08:30, got "17:3"',
    ]);
    expect(problems(weekly("17:30", "08:30"))).toEqual([
      "locations.0.contact_detail.opening_hours.0.close: must be after the opening time 17:30",
    ]);
  });

  it("refuses special hours' bad times wherever the feed writes them", () => {
    const special = yard({
      special_hours: [
        { date: "2026-12-24", start_hour: "09:00", end_hour: "31:00" },
        { date: "2026-12-31", hours: { begin: "9", end: "13:00" } },
      ],
    });
    expect(problems(special)).toEqual([
      'locations.0.special_hours.0.end_hour: must be a 24-hour time like 08:30, got "31:00"',
      'locations.0.special_hours.1.hours.begin: must be a 24-hour time like 08:30, got "9"',
    ]);
  });

  it("refuses a special day that is not a date, and two entries for one date", () => {
    const special = yard({
      special_hours: [
        { date: "2026-02-30", status: "Closed" },
        { date: "Christmas", status: "Closed" },
        { date: "2026-12-25", status: "Closed" },
        { date: "25/12/2026", status: "Closed" },
      ],
    });
    expect(problems(special)).toEqual([
      'locations.0.special_hours.0.date: must be a date like 2026-12-25, got "2026-02-30"',
      'locations.0.special_hours.1.date: must be a date like 2026-12-25, got "Christmas"',
      "locations.0.special_hours.3.date: 2026-12-25 already has special hours",
    ]);
  });

  it("accepts real hours, closed days without times, and a closed special day", () => {
    expect(problems(weekly("00:00", "23:59"))).toEqual([]);
    expect(problems(weekly(null, null, "Closed"))).toEqual([]);
    expect(problems(yard({ special_hours: [{ date: "2026-12-25", status: "Closed" }] }))).toEqual(
      [],
    );
  });

  it("leaves a stock feed's locations as the feed wrote them (only a site's own are checked)", () => {
    const feed = Location.safeParse({
      id: "1",
      name: "Yard",
      slug: "yard",
      contact_detail: { opening_hours: [{ weekday: 1, status: "Open", open: "8:30am" }] },
    });
    expect(feed.success).toBe(true);
  });
});
