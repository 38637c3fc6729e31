import { z } from "zod";
import {
  bookingDateField,
  emailField,
  messageField,
  nameField,
  optInField,
  optionalAmount,
  optionalText,
  phoneField,
  postcodeField,
  regoField,
  requiredRegoField,
  requiredText,
  termsField,
} from "./fields";
import * as m from "./messages";
import { TradeInAnswers } from "./trade-in-offer";

/**
 * Every lead form of the spec (§3 lead form fields, §4 forms), one zod shape
 * per kind. Site-dependent rules (comments, location/dealership selects,
 * distribution location, derived dealership) are applied by validateLead.
 */
export const LEAD_FORMS = [
  "general",
  "vehicle-enquiry",
  "test-drive",
  "service-booking",
  "parts",
  "finance",
  "reserve",
  "career",
  "find-me-something-similar",
  "multi-step",
  "trade-in",
] as const;
export type LeadFormName = (typeof LEAD_FORMS)[number];

/** The kind a form's lead is stored as: a career enquiry is a general enquiry (§4). */
export type LeadKind = Exclude<LeadFormName, "career">;

export function isLeadFormName(value: string): value is LeadFormName {
  return (LEAD_FORMS as readonly string[]).includes(value);
}

/** Human titles, used in e-mail subjects and ADF comments. */
export const LEAD_FORM_TITLES: Record<LeadFormName, string> = {
  general: "General Enquiry",
  "vehicle-enquiry": "Vehicle Enquiry",
  "test-drive": "Test Drive",
  "service-booking": "Service Booking",
  parts: "Parts Enquiry",
  finance: "Finance Enquiry",
  reserve: "Reserve / Buy Online",
  career: "Careers Enquiry",
  "find-me-something-similar": "Find Me Something Similar",
  "multi-step": "Enquiry",
  "trade-in": "Trade-in",
};

/** §3 contact and message fields, shared by every form. */
const contactShape = {
  name: nameField,
  last_name: optionalText(100),
  email: emailField,
  phone: phoneField,
  message: messageField,
  opt_in: optInField,
  terms_conditions: termsField,
  category: optionalText(),
  subcategory: optionalText(),
  /** Routing (§3): the dealership and location selects, and the hidden location_id. */
  dealership_slug: optionalText(),
  location: optionalText(),
  location_id: optionalText(),
  /** §5 check options collected by normalisation. */
  additional_services: z.array(z.string().max(200, m.FIELD_TOO_LONG)).max(50).optional(),
  /** A client-generated id: a retried submit with the same key stores one lead (issue 4 §3). */
  idempotency_key: optionalText(200),
  /** Page the form was sent from, for the dealer's context. */
  url: optionalText(2000),
};

/** §3 routing and vehicle fields of the forms shown on or about a car. */
const vehicleShape = {
  car_id: optionalText(100),
  stock_number: optionalText(100),
  "Vehicle Make": optionalText(100),
  "Vehicle Model": optionalText(100),
  car_type: optionalText(20),
  vehicle_status: optionalText(50),
  manufacturer_slug: optionalText(100),
  Rego: regoField,
  "Request Photos": optionalText(200),
};

const bookingShape = {
  dateTime: bookingDateField,
  distribution_location: optionalText(200),
};

const carRequired = requiredText(m.CAR_REQUIRED, 100);

export const GeneralEnquiry = z.object({
  kind: z.literal("general"),
  ...contactShape,
  category: requiredText(m.CATEGORY_REQUIRED),
});
export const VehicleEnquiry = z.object({
  kind: z.literal("vehicle-enquiry"),
  ...contactShape,
  ...vehicleShape,
});
export const TestDrive = z.object({
  kind: z.literal("test-drive"),
  ...contactShape,
  ...vehicleShape,
  ...bookingShape,
});
export const ServiceBooking = z.object({
  kind: z.literal("service-booking"),
  ...contactShape,
  ...vehicleShape,
  dateTime: bookingDateField,
});
export const PartsEnquiry = z.object({
  kind: z.literal("parts"),
  ...contactShape,
  ...vehicleShape,
});
export const FinanceEnquiry = z.object({
  kind: z.literal("finance"),
  ...contactShape,
  ...vehicleShape,
  postcode: postcodeField,
});
export const ReserveLead = z.object({
  kind: z.literal("reserve"),
  ...contactShape,
  ...vehicleShape,
  car_id: carRequired,
  postcode: postcodeField,
});
export const FindSimilarLead = z.object({
  kind: z.literal("find-me-something-similar"),
  ...contactShape,
  ...vehicleShape,
  postcode: postcodeField,
});
export const MultiStepLead = z.object({
  kind: z.literal("multi-step"),
  ...contactShape,
  ...vehicleShape,
  ...bookingShape,
  /** The first step's choice: an enquiry or a test drive. */
  enquiry_type: z
    .enum(["enquiry", "test-drive"], { error: m.ENQUIRY_TYPE_INVALID })
    .default("enquiry"),
});
/** The contact step of the trade-in journey (§4): the trade vehicle and the car it is against. */
export const TradeInEnquiry = z.object({
  kind: z.literal("trade-in"),
  ...contactShape,
  ...vehicleShape,
  Rego: requiredRegoField,
  regoState: optionalText(3),
  postcode: postcodeField,
  trade_year: optionalAmount,
  trade_make: optionalText(100),
  trade_model: optionalText(100),
  trade_km: optionalAmount,
  offer_price: optionalAmount,
  /** The estimate range the valuation showed (§4), in dollars. */
  estimate_low: optionalAmount,
  estimate_high: optionalAmount,
  /** Every adjustment answer (§3 adjustmentAnswers): condition, accident damage, finance, service, photos. */
  ...TradeInAnswers.partial().shape,
  trade_in_lead_id: optionalText(100),
});

/** A validated lead of any kind (career enquiries are stored as general ones). */
export const Lead = z.discriminatedUnion("kind", [
  GeneralEnquiry,
  VehicleEnquiry,
  TestDrive,
  ServiceBooking,
  PartsEnquiry,
  FinanceEnquiry,
  ReserveLead,
  FindSimilarLead,
  MultiStepLead,
  TradeInEnquiry,
]);
export type LeadFields = z.infer<typeof Lead>;

/** The schema each form's payload is checked against. */
export const LEAD_FORM_SCHEMAS = {
  general: GeneralEnquiry,
  "vehicle-enquiry": VehicleEnquiry,
  "test-drive": TestDrive,
  "service-booking": ServiceBooking,
  parts: PartsEnquiry,
  finance: FinanceEnquiry,
  reserve: ReserveLead,
  career: GeneralEnquiry,
  "find-me-something-similar": FindSimilarLead,
  "multi-step": MultiStepLead,
  "trade-in": TradeInEnquiry,
} as const satisfies Record<LeadFormName, z.ZodType>;

/** The stored kind for a form: career → general (§4), every other form keeps its name. */
export function leadKindOf(form: LeadFormName): LeadKind {
  return form === "career" ? "general" : form;
}

/** Forms that mark Comments optional (§5 "or the form marks it optional"). */
export const COMMENTS_OPTIONAL_FORMS: readonly LeadFormName[] = [
  "test-drive",
  "reserve",
  "multi-step",
  "trade-in",
  "service-booking",
];
