import fc from "fast-check";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { LEAD_FORMS, type LeadFormName } from "./lead-forms";
import { type ValidLead, validateLead } from "./validate-lead";

/** Test-only data: a two-dealership site with sales, service and parts locations, and a car. */
export const demoSite = SiteConfig.parse({
  slug: "demo-motors",
  name: "Demo Motors",
  domains: ["demo-motors.com.au"],
  dealer: { email: "leads@demo-motors.com.au", phone: "07 3000 0000" },
  dealerships: [
    { id: "d1", name: "Demo Toyota", slug: "demo-toyota" },
    { id: "d2", name: "Demo Mazda", slug: "demo-mazda" },
  ],
  locations: [
    loc("1", "Demo Toyota Sales", "sales", "demo-toyota"),
    loc("2", "Demo Mazda Sales", "", "demo-mazda"),
    loc("3", "Demo Toyota Service", "service", "demo-toyota"),
    loc("4", "Demo Mazda Service", "service", "demo-mazda"),
    loc("5", "Demo Parts", "parts", "demo-toyota"),
  ],
});

function loc(id: string, name: string, type: string, dealership: string) {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, "-"),
    location_type: type,
    dealership_slug: dealership,
    contact_detail: { phone: `07 3000 000${id}` },
  };
}

export const demoCar = Car.parse({
  id: "car-42",
  year: 2021,
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  vin: "JTNB23HE00J123456",
  stocknum: "U1234",
  car_type: "used",
  price: 25990,
  km: 42000,
  colour: "Glacier White",
  body: "Hatch",
  trans: "Automatic",
  doors: 5,
  location: {
    id: "1",
    name: "Demo Toyota Sales",
    phone: "07 3000 0001",
    distribution_locations: [{ id: "dl-1", name: "Toowoomba Hub" }],
  },
});

const contact = {
  name: "Jane Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  message: "Is it still available?",
  terms_conditions: true,
};

/** A payload each form accepts on demoSite (with demoCar for the car forms). */
export const validPayloads: Record<LeadFormName, Record<string, unknown>> = {
  general: { ...contact, category: "Sales", location: "demo-toyota-sales" },
  "vehicle-enquiry": { ...contact, car_id: "car-42", car_type: "used", stock_number: "U1234" },
  "test-drive": {
    ...contact,
    car_id: "car-42",
    dateTime: "2026-12-01T09:30:00+10:00",
    distribution_location: "dl-1",
  },
  "service-booking": { ...contact, location: "Demo Mazda Service", Rego: "abc123" },
  parts: { ...contact, "Vehicle Make": "Toyota", "Vehicle Model": "HiLux", dealership_slug: "d1" },
  finance: { ...contact, postcode: "4000", dealership_slug: "demo-mazda" },
  reserve: { ...contact, car_id: "car-42", postcode: "4000" },
  career: { ...contact, location: "anything" },
  "find-me-something-similar": { ...contact, postcode: "4000", location: "2" },
  "multi-step": {
    ...contact,
    car_id: "car-42",
    enquiry_type: "test-drive",
    distribution_location: "Toowoomba Hub",
  },
  "trade-in": {
    ...contact,
    car_id: "car-42",
    Rego: "XYZ789",
    regoState: "QLD",
    postcode: "4000",
    trade_year: 2015,
    trade_make: "Mazda",
    trade_model: "3",
    trade_km: "120,000",
    offer_price: "$9,500",
    estimate_low: 8_550,
    estimate_high: 16_000,
    condition: "Good",
    accident_damage: "No",
    finance_owing: "Yes",
    service_history: "Partial",
    photos_count: "3",
  },
};

export const leadFormArb = fc.constantFrom(...LEAD_FORMS);

/** Strings that try to break XML and e-mail: markup, entities, quotes, unicode, controls, lone surrogates. */
export const hostileStringArb = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "]]><!--",
    "&amp; & &lt; &#0; &#x1;",
    "\"quoted\" 'single'",
    "\u0000\u0001\u0008\u000b\u000c\u001f\ufffe\uffff",
    "\ud800 lone \udfff",
    "Zoë 🚗 北京 \u202e",
    "line\r\nbreak\rcr",
    "'; DROP TABLE leads; --",
  ),
);

/** A valid lead of a form: its valid payload with the overrides, about the demo car. */
export function validLead(form: LeadFormName, overrides: Record<string, unknown> = {}): ValidLead {
  const result = validateLead(form, { ...validPayloads[form], ...overrides }, demoSite, {
    car: demoCar,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.lead;
}
