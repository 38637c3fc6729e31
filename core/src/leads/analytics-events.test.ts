import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENT_TABLE, ANALYTICS_EVENTS, leadAnalyticsEvent } from "./analytics-events";
import { LEAD_FORMS } from "./lead-forms";

describe("§7 analytics event ids", () => {
  it("holds the spec's ids", () => {
    expect(ANALYTICS_EVENTS).toEqual({
      saveOrFavourite: 39,
      phoneClick: 25,
      financeCalculatorFirstChange: 26,
      financeEnquiryForm: 9,
      enquiry: 14,
      newTestDrive: 17,
      usedEnquiry: 15,
      usedTestDrive: 48,
      general: 22,
      offerAccepted: 18,
      historyReport: 60,
      print: 61,
      usedVehicleDetailView: 4,
      searchPageView: 49,
      careerEnquiry: 51,
    });
  });

  it.each([
    ["vehicle-enquiry", "new", "enquiry", 14],
    ["vehicle-enquiry", "demo", "enquiry", 14],
    ["vehicle-enquiry", "used", "enquiry", 15],
    ["vehicle-enquiry", " Used ", "enquiry", 15],
    ["reserve", "used", "enquiry", 15],
    ["test-drive", "new", "enquiry", 17],
    ["test-drive", "used", "enquiry", 48],
    ["multi-step", "used", "test-drive", 48],
    ["multi-step", "new", "test-drive", 17],
    ["multi-step", "used", "enquiry", 15],
    ["multi-step", null, "enquiry", 14],
    ["finance", "used", "enquiry", 9],
    ["career", null, "enquiry", 51],
    ["general", null, "enquiry", 22],
    ["service-booking", "used", "enquiry", 22],
    ["parts", null, "enquiry", 22],
    ["find-me-something-similar", "used", "enquiry", 22],
    ["trade-in", "used", "enquiry", null], // 18 is recorded when the offer is accepted
  ] as const)("%s for a %s car (%s) → %s", (form, carType, type, id) => {
    expect(leadAnalyticsEvent(form, carType, type)).toBe(id);
  });

  it("gives every form but the trade-in an id from the spec's list", () => {
    const ids = Object.values(ANALYTICS_EVENTS) as number[];
    for (const form of LEAD_FORMS) {
      if (form !== "trade-in") expect(ids).toContain(leadAnalyticsEvent(form, "used"));
    }
  });
});

/** §7, verbatim. */
const SPEC_LINE =
  "Analytics event ids: 39 save or favourite, 25 phone click, 26 first finance calculator change, 9 finance enquiry form, 14 enquiry, 17 new test drive, 15 used enquiry, 48 used test drive, 22 general, 18 offer accepted, 60 history report, 61 print, 4 used vehicle detail view, 49 search page view, 51 career enquiry.";

describe("ANALYTICS_EVENT_TABLE (§7 as data)", () => {
  it("is the spec's list, id for id and word for word, in its order", () => {
    const fromSpec = SPEC_LINE.replace(/^Analytics event ids: /, "")
      .replace(/\.$/, "")
      .split(", ")
      .map((entry) => {
        const [, id = "", event = ""] = /^(\d+) (.+)$/.exec(entry) ?? [];
        return { id: Number(id), event };
      });
    expect(fromSpec).toHaveLength(15);
    expect(ANALYTICS_EVENT_TABLE.map(({ id, event }) => ({ id, event }))).toEqual(fromSpec);
  });

  it("names every id of ANALYTICS_EVENTS once, each sent from at least one page", () => {
    expect(ANALYTICS_EVENT_TABLE.map((e) => e.id).sort((a, b) => a - b)).toEqual(
      (Object.values(ANALYTICS_EVENTS) as number[]).sort((a, b) => a - b),
    );
    for (const e of ANALYTICS_EVENT_TABLE) expect(e.pages.length).toBeGreaterThan(0);
  });
});
