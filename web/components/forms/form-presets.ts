import { type MoneyQuickPick, moneyQuickPicks, type SiteConfig } from "@forecourt/core";
import { CATEGORY_FIELD, COMMENTS_FIELD } from "./categories";
import { CONTACT_FIELDS, type FieldDef, POSTCODE_FIELD } from "./field-types";

/**
 * The questions of each §4 form, as LeadForm steps. LeadForm adds the location/dealership selects,
 * the terms and the opt-in from core's form layout, so only the form's own questions are here.
 */

const VEHICLE_MAKE: FieldDef = { name: "Vehicle Make", label: "Vehicle Make", kind: "text" };
const VEHICLE_MODEL: FieldDef = { name: "Vehicle Model", label: "Vehicle Model", kind: "text" };
const REGO: FieldDef = { name: "Rego", label: "Rego", kind: "text", autoComplete: "off" };

/** §4 generic enquiry: contact details, the category select and Comments. */
export const GENERAL_ENQUIRY_STEPS: FieldDef[][] = [
  [...CONTACT_FIELDS, CATEGORY_FIELD, COMMENTS_FIELD],
];

/** Careers enquiry: core turns it into a General Enquiry with subcategory Career Enquiry (§4). */
export const CAREER_ENQUIRY_STEPS: FieldDef[][] = [
  [...CONTACT_FIELDS, { ...COMMENTS_FIELD, label: "Comments (the role you are interested in)" }],
];

/**
 * §4 multi-step enquiry and test-drive form: what the shopper wants, then who they are, then the
 * message (the terms box joins the last step).
 */
export function multiStepSteps(slotLocation: string | null): FieldDef[][] {
  return [
    [
      {
        name: "enquiry_type",
        label: "What would you like to do?",
        kind: "radio",
        required: true,
        options: [
          { value: "test-drive", label: "Book a test drive" },
          { value: "enquiry", label: "Make an enquiry" },
        ],
      },
      VEHICLE_MAKE,
      VEHICLE_MODEL,
      // §7 appointment slots for test drives, from the location's sales hours.
      {
        name: "dateTime",
        label: "Preferred date and time",
        kind: "slot",
        slotHours: "sales",
        ...(slotLocation ? { slotLocation } : {}),
      },
    ],
    [...CONTACT_FIELDS],
    [COMMENTS_FIELD],
  ];
}
export const MULTI_STEP_TITLES = ["Your vehicle", "Your details", "Your message"];

/** The forms of the vehicle page's enquiry block (§2): an enquiry, a test drive, or for a sold car §4 find-me-something-similar. */
export type VehicleEnquiryForm = "vehicle-enquiry" | "test-drive" | "find-me-something-similar";

/**
 * §2 vehicle page enquiry block: the contact fields (the phone labelled as the page always has),
 * the §5 postcode for a sold car's find-me-something-similar, a test drive's preferred time,
 * then Comments. The car's hidden fields come from core's carLeadFields.
 */
export function vehicleEnquirySteps(form: VehicleEnquiryForm): FieldDef[][] {
  const contact = CONTACT_FIELDS.map((f) => (f.name === "phone" ? { ...f, label: "Phone" } : f));
  return [
    [
      ...contact,
      ...(form === "find-me-something-similar" ? [POSTCODE_FIELD] : []),
      ...(form === "test-drive"
        ? [{ name: "dateTime", label: "Preferred date and time", kind: "datetime" } as const]
        : []),
      COMMENTS_FIELD,
    ],
  ];
}

/** Service additional services: ticked `(check_option)` keys become additional_services (§5). */
const SERVICE_OPTIONS = [
  "Logbook service",
  "Tyres",
  "Brakes",
  "Air conditioning",
  "Wheel alignment",
];

/** §4 service booking: contact, the vehicle, the odometer (` kms`), a slot and Comments. */
export function serviceBookingSteps(slotLocation: string | null): FieldDef[][] {
  return [
    [
      ...CONTACT_FIELDS,
      VEHICLE_MAKE,
      VEHICLE_MODEL,
      REGO,
      { name: "odometer", label: "Odometer", kind: "km" },
      {
        name: "dateTime",
        label: "Booking date and time",
        kind: "slot",
        slotHours: "service",
        ...(slotLocation ? { slotLocation } : {}),
      },
      ...SERVICE_OPTIONS.map(
        (option): FieldDef => ({
          name: `${option} (check_option)`,
          label: option,
          kind: "checkbox",
        }),
      ),
      COMMENTS_FIELD,
    ],
  ];
}

/** §4 parts enquiry: contact, the vehicle and the parts wanted (Comments). */
export const PARTS_ENQUIRY_STEPS: FieldDef[][] = [
  [
    ...CONTACT_FIELDS,
    VEHICLE_MAKE,
    VEHICLE_MODEL,
    { name: "vin", label: "VIN", kind: "text", autoComplete: "off" },
    { ...COMMENTS_FIELD, label: "Comments (the parts or accessories you need)" },
  ],
];

/** §5 the site's money quick picks (standard $5,000…$70,000 or high $300,000…$800,000). */
export function quickPicksFor(site: Pick<SiteConfig, "finance">): MoneyQuickPick[] {
  return moneyQuickPicks(site.finance.quickPicks);
}

/** §4 finance enquiry: contact, postcode, the budget (money input with quick picks), deposit. */
export function financeEnquirySteps(site: Pick<SiteConfig, "finance">): FieldDef[][] {
  return [
    [
      ...CONTACT_FIELDS,
      POSTCODE_FIELD,
      {
        name: "vehiclePriceBudget",
        label: "Vehicle price budget",
        kind: "money",
        quickPicks: quickPicksFor(site),
        wide: true,
      },
      { name: "deposit", label: "Deposit", kind: "money" },
      {
        name: "employment_status",
        label: "Employment status",
        kind: "select",
        options: ["Full time", "Part time", "Casual", "Self employed", "Retired", "Other"].map(
          (v) => ({ value: v, label: v }),
        ),
      },
      COMMENTS_FIELD,
    ],
  ];
}

/** §2 trade-in contact block: First Name, Last Name, postcode, Mobile Number and Email Address. */
export const TRADE_IN_CONTACT_FIELDS: FieldDef[] = [
  ...CONTACT_FIELDS.filter((f) => f.name === "name" || f.name === "last_name"),
  POSTCODE_FIELD,
  ...["phone", "email"].flatMap((name) => CONTACT_FIELDS.filter((f) => f.name === name)),
];
