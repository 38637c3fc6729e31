import { describe, expect, it } from "vitest";
import { inboxWindow, LeadInboxQuery, leadCsvRow } from "./lead-inbox";

describe("the leads inbox query", () => {
  it("defaults paging and names the field of a bad value", () => {
    expect(LeadInboxQuery.parse({})).toEqual({ page: 1, pageSize: 25 });
    const bad = LeadInboxQuery.safeParse({ pageSize: "500", to: "2026-02-30" });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["to", "Use a date like 2026-11-25."],
      ["pageSize", "Use a page size from 1 to 100."],
    ]);
    expect(
      LeadInboxQuery.safeParse({ from: "2026-11-25", to: "2026-11-01" }).error?.issues[0]?.message,
    ).toBe("The end date is before the start date.");
  });

  it("a date range covers whole days in the site's zone, the end day included", () => {
    expect(inboxWindow({ from: "2026-11-01", to: "2026-11-30" }, "Australia/Brisbane")).toEqual({
      from: new Date("2026-10-31T14:00:00Z"),
      to: new Date("2026-11-30T14:00:00Z"),
    });
    // Sydney is on daylight time (+11) then.
    expect(inboxWindow({ to: "2026-11-30" }, "Australia/Sydney")).toEqual({
      to: new Date("2026-11-30T13:00:00Z"),
    });
    expect(inboxWindow({}, "Pacific/Auckland")).toEqual({});
  });

  it("a CSV row shows the received time as dd/MM/yyyy HH:mm in the site's zone", () => {
    const row = leadCsvRow(
      {
        id: "L1",
        kind: "general",
        status: "new",
        createdAt: new Date("2026-11-23T00:00:00Z"),
        payload: { name: "Jo", email: "jo@x.example", phone: "0412345678", location: "Penrose" },
      },
      "Pacific/Auckland",
    );
    expect(row).toEqual([
      "L1",
      "23/11/2026 13:00",
      "general",
      "new",
      "Jo",
      "jo@x.example",
      "0412345678",
      "Penrose",
      "",
      "",
    ]);
  });
});
