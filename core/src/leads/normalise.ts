import type { StoredUserDetails } from "../schemas/shopper";

/** A lead form payload as the browser sends it: field name → value. */
export type RawLeadPayload = Record<string, unknown>;

const RADIO_OPTIONS_MARKER = "_radio_options";
const CHECK_OPTION_MARKER = "(check_option)";

export const CAREERS_CATEGORY = "Careers Enquiry";
export const GENERAL_CATEGORY = "General Enquiry";
export const CAREER_SUBCATEGORY = "Career Enquiry";

/** A checkbox value counts as ticked when it is true or the strings browsers send for it. */
export function isTicked(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value !== "string") return false;
  return ["true", "on", "1", "yes"].includes(value.trim().toLowerCase());
}

/**
 * §5 payload normalisation, applied before validation: keys containing
 * `_radio_options` are removed; ticked `(check_option)` keys are collected
 * (by their label) into `additional_services`; a 'Careers Enquiry' becomes a
 * 'General Enquiry' with subcategory 'Career Enquiry' (§4). Idempotent.
 */
export function normaliseLeadPayload(payload: RawLeadPayload): RawLeadPayload {
  const out: RawLeadPayload = {};
  const services: string[] = servicesFrom(payload.additional_services);
  for (const [key, value] of Object.entries(payload)) {
    if (key.includes(RADIO_OPTIONS_MARKER) || key === "additional_services") continue;
    if (key.includes(CHECK_OPTION_MARKER)) {
      const label = key.replace(CHECK_OPTION_MARKER, "").trim();
      if (isTicked(value) && label !== "" && !services.includes(label)) services.push(label);
      continue;
    }
    out[key] = value;
  }
  if (services.length > 0) out.additional_services = services;
  if (out.category === CAREERS_CATEGORY) {
    out.category = GENERAL_CATEGORY;
    out.subcategory = CAREER_SUBCATEGORY;
  }
  return out;
}

function servicesFrom(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  const out: string[] = [];
  for (const item of list) {
    // Labels come from form keys; the same marker rules apply so a second pass changes nothing.
    if (typeof item !== "string") continue;
    const label = item.replace(CHECK_OPTION_MARKER, "").trim();
    if (label !== "" && !label.includes(RADIO_OPTIONS_MARKER) && !out.includes(label)) {
      out.push(label);
    }
  }
  return out;
}

const presentText = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/**
 * §5 stored user details: saved to local storage only when name, email and
 * phone are all present; null otherwise (nothing is saved).
 */
export function storedDetailsFrom(payload: RawLeadPayload): StoredUserDetails | null {
  const name = presentText(payload.name);
  const email = presentText(payload.email);
  const phone = presentText(payload.phone);
  if (name === null || email === null || phone === null) return null;
  const lastName = presentText(payload.last_name);
  const postcode = presentText(payload.postcode);
  return {
    name,
    email,
    phone,
    ...(lastName !== null ? { last_name: lastName } : {}),
    ...(postcode !== null ? { postcode } : {}),
  };
}
