import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import {
  findDealership,
  findDistributionLocation,
  findLocation,
  type LeadFormLayout,
  type LeadFormSite,
  leadFormLayout,
} from "./form-layout";
import {
  isLeadFormName,
  LEAD_FORM_SCHEMAS,
  LEAD_FORMS,
  type LeadFields,
  type LeadFormName,
  leadKindOf,
} from "./lead-forms";
import * as m from "./messages";
import { CAREERS_CATEGORY, normaliseLeadPayload, type RawLeadPayload } from "./normalise";
import { regoLookupKey } from "./rego-lookup";
import { phoneCanExist, phoneCannotExistMessage } from "./spam/phone-possible";

/** A validated, normalised lead: the form it came from, its fields, and any extra answers. */
export type ValidLead = LeadFields & {
  /** The form the shopper filled in (a career form's lead has kind "general"). */
  form: LeadFormName;
  /** Other questions a form asked (free keys), kept as text so no answer is lost. */
  extra: Record<string, string>;
};

/** Field name → the one message shown for it (§8 "Please fix the following errors:"). */
export type LeadErrors = Record<string, string>;

export type LeadValidation = { ok: true; lead: ValidLead } | { ok: false; errors: LeadErrors };

/** What else the rules may need: the car the lead is about (distribution locations, §3). */
export interface LeadValidationContext {
  car?: Pick<Car, "location"> | null;
}

const MAX_EXTRA_ANSWERS = 50;
const MAX_EXTRA_LENGTH = 1000;
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
/** A field's answer when it is text, else "". */
const text = (v: unknown): string => (typeof v === "string" ? v : "");

/**
 * The one lead validation every edge uses (API, CLI, web): §5 normalisation,
 * the form's field rules with the spec's messages, then the site's rules.
 * Never throws for bad input; errors are keyed by field.
 */
export function validateLead(
  form: string,
  payload: unknown,
  site: LeadFormSite & Pick<SiteConfig, "country">,
  context: LeadValidationContext = {},
): LeadValidation {
  if (!isLeadFormName(form)) {
    return {
      ok: false,
      errors: { form: `Unknown form '${form}'. Forms: ${LEAD_FORMS.join(", ")}` },
    };
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { ok: false, errors: { form: m.PAYLOAD_NOT_OBJECT } };
  }
  const input = normaliseLeadPayload(safeEntries(payload as RawLeadPayload));
  if (form === "career") {
    // §4: a career enquiry is sent as a general one with subcategory Career Enquiry.
    Object.assign(input, normaliseLeadPayload({ category: CAREERS_CATEGORY }));
  }
  input.kind = leadKindOf(form);

  const schema = LEAD_FORM_SCHEMAS[form];
  const parsed = schema.safeParse(input);
  const errors: LeadErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
      errors[field] ??= issue.message;
    }
  }
  const extra = extraAnswers(input, Object.keys(schema.shape), errors);
  const layout = leadFormLayout(form, site, context.car);
  const fields = (parsed.success ? parsed.data : input) as LeadFields;
  const routed = applySiteRules(fields, layout, errors);
  if (form === "trade-in" && site.country === "NZ") checkNzPlate(fields, errors);
  // Issue 34 §4: a number that cannot exist is the shopper's to fix, never a silent spam bin.
  if (
    !errors.phone &&
    text(fields.phone) !== "" &&
    !phoneCanExist(text(fields.phone), site.country)
  ) {
    errors.phone = phoneCannotExistMessage(site.country);
  }

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, lead: { ...parsed.data, ...routed, form, extra } as ValidLead };
}

/** Issue 18: an NZ trade-in's rego is a plate of up to 6 letters and digits, with no state. */
function checkNzPlate(fields: LeadFields, errors: LeadErrors): void {
  const answers = fields as { Rego?: unknown; regoState?: unknown };
  const checked = regoLookupKey("NZ", {
    rego: text(answers.Rego),
    state: text(answers.regoState),
  });
  if (!checked.ok) errors[checked.field === "rego" ? "Rego" : "regoState"] ??= checked.error;
}

/** Own enumerable keys only, without prototype-changing names. */
function safeEntries(payload: RawLeadPayload): RawLeadPayload {
  const out: RawLeadPayload = {};
  for (const [key, value] of Object.entries(payload)) if (!UNSAFE_KEYS.has(key)) out[key] = value;
  return out;
}

/** Answers to questions outside the form's shape: text, numbers and booleans are kept as text. */
function extraAnswers(input: RawLeadPayload, known: string[], errors: LeadErrors) {
  const extra: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of Object.entries(input)) {
    if (known.includes(key) || key.length > 100 || count >= MAX_EXTRA_ANSWERS) continue;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
      continue;
    }
    const text = String(value).trim();
    if (text === "") continue;
    if (text.length > MAX_EXTRA_LENGTH) {
      errors[key] ??= m.FIELD_TOO_LONG;
      continue;
    }
    extra[key] = text;
    count += 1;
  }
  return extra;
}

type Routed = Partial<Pick<ValidLead, "location" | "location_id" | "dealership_slug">> & {
  distribution_location?: string;
};

/** §5 selects and §4 service routing; records errors and returns the routing fields to set. */
function applySiteRules(fields: LeadFields, layout: LeadFormLayout, errors: LeadErrors): Routed {
  const routed: Routed = {};
  if (layout.commentsRequired && text(fields.message) === "") {
    errors.message ??= m.COMMENTS_REQUIRED;
  }
  if (layout.locationOptions) {
    const chosen = findLocation(layout.locationOptions, text(fields.location));
    if (!chosen) errors.location ??= m.LOCATION_REQUIRED;
    else {
      routed.location = chosen.name;
      routed.location_id = chosen.id;
    }
  }
  // With one service location the select is hidden, but the booking still routes by it.
  const derivedFrom = findLocation(
    layout.derivationLocations,
    text(routed.location ?? fields.location),
  );
  if (derivedFrom?.dealership_slug) routed.dealership_slug = derivedFrom.dealership_slug;
  if (layout.dealershipOptions) {
    const chosen = findDealership(layout.dealershipOptions, text(fields.dealership_slug));
    if (!chosen) errors.dealership_slug ??= m.DEALERSHIP_REQUIRED;
    else routed.dealership_slug = chosen.slug ?? chosen.id;
  }
  if (layout.distributionLocations) {
    const value = "distribution_location" in fields ? text(fields.distribution_location) : "";
    const chosen = findDistributionLocation(layout.distributionLocations, value);
    if (!chosen) errors.distribution_location ??= m.DISTRIBUTION_LOCATION_REQUIRED;
    else routed.distribution_location = chosen.name;
  }
  return routed;
}
