import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENTS, leadAnalyticsEvent } from "./analytics-events";
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
    ["trade-in", "used", "enquiry", 18],
  ] as const)("%s for a %s car (%s) → %i", (form, carType, type, id) => {
    expect(leadAnalyticsEvent(form, carType, type)).toBe(id);
  });

  it("gives every form an id from the spec's list", () => {
    const ids = Object.values(ANALYTICS_EVENTS) as number[];
    for (const form of LEAD_FORMS) expect(ids).toContain(leadAnalyticsEvent(form, "used"));
  });
});
