import type { LeadFormName } from "./lead-forms";

/** §7 analytics event ids, by what they record. */
export const ANALYTICS_EVENTS = {
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
} as const;
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/**
 * The §7 event a submitted lead records: career 51, finance 9, trade-in 18
 * (offer accepted); test drives 17 (48 for a used car); car enquiries 14
 * (15 for a used car); other forms 22 (general). Demo cars count as new.
 */
export function leadAnalyticsEvent(
  form: LeadFormName,
  carType: string | null | undefined,
  enquiryType: "enquiry" | "test-drive" = "enquiry",
): AnalyticsEventId {
  const used = carType?.trim().toLowerCase() === "used";
  switch (form) {
    case "career":
      return ANALYTICS_EVENTS.careerEnquiry;
    case "finance":
      return ANALYTICS_EVENTS.financeEnquiryForm;
    case "trade-in":
      return ANALYTICS_EVENTS.offerAccepted;
    case "test-drive":
      return used ? ANALYTICS_EVENTS.usedTestDrive : ANALYTICS_EVENTS.newTestDrive;
    case "multi-step":
      if (enquiryType === "test-drive") {
        return used ? ANALYTICS_EVENTS.usedTestDrive : ANALYTICS_EVENTS.newTestDrive;
      }
      return used ? ANALYTICS_EVENTS.usedEnquiry : ANALYTICS_EVENTS.enquiry;
    case "vehicle-enquiry":
    case "reserve":
      return used ? ANALYTICS_EVENTS.usedEnquiry : ANALYTICS_EVENTS.enquiry;
    case "general":
    case "service-booking":
    case "parts":
    case "find-me-something-similar":
      return ANALYTICS_EVENTS.general;
  }
}
