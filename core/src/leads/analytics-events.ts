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

/** The page types the §7 events are sent from (the analytics e2e test visits one of each). */
export type AnalyticsPageType =
  | "vehicle"
  | "search"
  | "finance-enquiry"
  | "general-enquiry"
  | "careers"
  | "trade-in";

/**
 * §7 "Analytics event ids", as data: each id, the spec's words for it, and the pages it is
 * sent from. The web sends each one where it happens (POST /api/analytics); 18 is recorded
 * by the API when a trade-in offer is accepted.
 */
export const ANALYTICS_EVENT_TABLE: ReadonlyArray<{
  id: AnalyticsEventId;
  event: string;
  pages: readonly AnalyticsPageType[];
}> = [
  { id: 39, event: "save or favourite", pages: ["vehicle", "search"] },
  { id: 25, event: "phone click", pages: ["vehicle"] },
  { id: 26, event: "first finance calculator change", pages: ["vehicle"] },
  { id: 9, event: "finance enquiry form", pages: ["finance-enquiry"] },
  { id: 14, event: "enquiry", pages: ["vehicle"] },
  { id: 17, event: "new test drive", pages: ["vehicle"] },
  { id: 15, event: "used enquiry", pages: ["vehicle"] },
  { id: 48, event: "used test drive", pages: ["vehicle"] },
  { id: 22, event: "general", pages: ["general-enquiry"] },
  { id: 18, event: "offer accepted", pages: ["trade-in"] },
  { id: 60, event: "history report", pages: ["vehicle"] },
  { id: 61, event: "print", pages: ["vehicle"] },
  { id: 4, event: "used vehicle detail view", pages: ["vehicle"] },
  { id: 49, event: "search page view", pages: ["search"] },
  { id: 51, event: "career enquiry", pages: ["careers"] },
];

/**
 * The §7 event a submitted lead records: career 51, finance 9; test drives 17 (48 for a used
 * car); car enquiries 14 (15 for a used car); other forms 22 (general). A trade-in lead
 * records none: its event, 18 offer accepted, is recorded when the offer is accepted (and a
 * trade-in without an offer is no acceptance). Demo cars count as new.
 */
export function leadAnalyticsEvent(
  form: LeadFormName,
  carType: string | null | undefined,
  enquiryType: "enquiry" | "test-drive" = "enquiry",
): AnalyticsEventId | null {
  const used = carType?.trim().toLowerCase() === "used";
  switch (form) {
    case "career":
      return ANALYTICS_EVENTS.careerEnquiry;
    case "finance":
      return ANALYTICS_EVENTS.financeEnquiryForm;
    case "trade-in":
      return null;
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
