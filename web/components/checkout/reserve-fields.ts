import {
  type LeadErrors,
  NOTICE_ACKNOWLEDGEMENT_REQUIRED,
  type PublicSiteSettings,
  validateLead,
} from "@forecourt/core";
import {
  CONTACT_FIELDS,
  type FieldDef,
  type FormValues,
  POSTCODE_FIELD,
} from "@/components/forms/field-types";

/** The shopper's details the checkout asks (§3 contact fields and the §5 postcode). */
export const DETAIL_FIELDS: FieldDef[] = [...CONTACT_FIELDS, POSTCODE_FIELD];

/** §5 terms checkbox: label 'agree to the Privacy Policy and Terms & Conditions'. */
export const TERMS_FIELD: FieldDef = {
  name: "terms_conditions",
  label: "I agree to the Privacy Policy and Terms & Conditions",
  kind: "checkbox",
  required: true,
};
export const OPT_IN_FIELD: FieldDef = {
  name: "opt_in",
  label: "Keep me up to date with news and offers",
  kind: "checkbox",
};

/** Issue 36 §1: on NZ sites, the shopper acknowledges the car's Consumer Information Notice. */
export const NOTICE_FIELD: FieldDef = {
  name: "cin_acknowledged",
  label: "I have read the Consumer Information Notice for this vehicle",
  kind: "checkbox",
  required: true,
};

/** The journey's step 3: trade-in and finance interest, and a note for the dealer. */
export const EXTRA_FIELDS: FieldDef[] = [
  { name: "trade_in", label: "I have a car to trade in", kind: "checkbox" },
  { name: "finance", label: "I'd like help with finance", kind: "checkbox" },
  { name: "message", label: "Anything the dealer should know? (optional)", kind: "textarea" },
];

const text = (v: string | boolean | undefined) =>
  typeof v === "string" && v !== "" ? v : undefined;

/** The POST /api/reservations body for the answers given so far. */
export function reservationBody(carId: string, values: FormValues) {
  return {
    car_id: carId,
    name: text(values.name),
    last_name: text(values.last_name),
    email: text(values.email),
    phone: text(values.phone),
    postcode: text(values.postcode),
    terms: values.terms_conditions === true,
    opt_in: values.opt_in === true,
    message: text(values.message),
    trade_in: values.trade_in === true,
    finance: values.finance === true,
    cin_acknowledged: values.cin_acknowledged === true,
    url: window.location.href,
  };
}

/** The same check the API makes (core's validateLead for the reserve form), before sending. */
export function reservationErrors(
  site: PublicSiteSettings,
  carId: string,
  values: FormValues,
  needsNoticeAcknowledgement = false,
): LeadErrors {
  const body = reservationBody(carId, values);
  const checked = validateLead(
    "reserve",
    { ...body, terms_conditions: body.terms, terms: undefined, cin_acknowledged: undefined },
    site,
  );
  const errors: LeadErrors = checked.ok ? {} : { ...checked.errors };
  if (needsNoticeAcknowledgement && !body.cin_acknowledged)
    errors[NOTICE_FIELD.name] = NOTICE_ACKNOWLEDGEMENT_REQUIRED;
  return errors;
}
