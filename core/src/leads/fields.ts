import { z } from "zod";
import { isRealIsoDateTime } from "../format/iso-instant";
import * as m from "./messages";
import { isTicked } from "./normalise";

/**
 * Shared field definitions for every lead form (§5 "email, phone and name
 * rules come from shared field definitions"). Inputs are text as a browser
 * sends it: numbers become strings, text is trimmed, blank means absent.
 */

const toText = (value: unknown): unknown => {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string") {
    const trimmed = value.trim();
    return trimmed === "" ? undefined : trimmed;
  }
  return value === null ? undefined : value;
};

/** A required text field: blank or missing gives `requiredMessage`. */
export const requiredText = (requiredMessage: string, max = 200, tooLong = m.FIELD_TOO_LONG) =>
  z.preprocess(
    toText,
    z
      .string({ error: (iss) => (iss.input === undefined ? requiredMessage : m.FIELD_NOT_TEXT) })
      .max(max, tooLong),
  );

/** An optional text field (ids, hidden fields, free answers). */
export const optionalText = (max = 200, tooLong = m.FIELD_TOO_LONG) =>
  z.preprocess(toText, z.string({ error: m.FIELD_NOT_TEXT }).max(max, tooLong).optional());

/** Name: required, at most 100 characters. */
export const nameField = requiredText(m.NAME_REQUIRED, 100, m.NAME_TOO_LONG);

/** Email: required, a valid address of at most 254 characters (RFC 5321 limit). */
export const emailField = z.preprocess(
  toText,
  z
    .email({ error: (iss) => (iss.input === undefined ? m.EMAIL_REQUIRED : m.EMAIL_INVALID) })
    .max(254, m.EMAIL_INVALID),
);

/**
 * An Australian phone number as digits: spaces, dashes, dots and brackets are
 * dropped and a +61 / 61 country prefix becomes 0 (§9 phone format rule).
 * Returns the input unchanged when it is not a string.
 */
export function normaliseAuPhone(raw: string): string {
  const compact = raw.replace(/[\s\-.()]/g, "");
  if (compact.startsWith("+61")) return `0${compact.slice(3)}`;
  if (/^61\d{9}$/.test(compact)) return `0${compact.slice(2)}`;
  return compact;
}

/**
 * Phone: required; after normalisation 8 to 10 digits (local 8-digit lines up to 04xx mobiles),
 * or (issue 18) a New Zealand number kept international: +64 and 8 to 10 digits.
 */
export const phoneField = z.preprocess(
  (v) => {
    const text = toText(v);
    return typeof text === "string" ? normaliseAuPhone(text) : text;
  },
  z
    .string({ error: (iss) => (iss.input === undefined ? m.PHONE_REQUIRED : m.PHONE_INVALID) })
    .regex(/^(?:\d{8,10}|\+64[1-9]\d{7,9})$/, m.PHONE_INVALID),
);

/** §5 postcode: required where present, exactly 4 digits. */
export const postcodeField = z.preprocess(
  toText,
  z.string({ error: m.INVALID_POSTCODE_4_DIGITS }).regex(/^\d{4}$/, m.INVALID_POSTCODE_4_DIGITS),
);

/** §5 terms checkbox: required, must be ticked. */
export const termsField = z.preprocess(
  (v) => isTicked(v),
  z.literal(true, { error: m.TERMS_REQUIRED }),
);

/** §5 opt-in: a non-required checkbox; anything not ticked is false. */
export const optInField = z.preprocess((v) => isTicked(v), z.boolean());

/** Comments (the message field); whether it is required is decided per site and form. */
export const messageField = optionalText(5000, m.COMMENTS_TOO_LONG);

const upperText = (v: unknown): unknown => {
  const text = toText(v);
  return typeof text === "string" ? text.toUpperCase() : text;
};
const REGO = /^[A-Z0-9][A-Z0-9 -]{0,8}$/;

/** §5 Rego: optional; up to 9 letters, digits, spaces or dashes, kept upper-case. */
export const regoField = z.preprocess(
  upperText,
  z.string({ error: m.REGO_INVALID }).regex(REGO, m.REGO_INVALID).optional(),
);

/** The trade vehicle's rego: required on the trade-in form, same format as Rego. */
export const requiredRegoField = z.preprocess(
  upperText,
  z
    .string({ error: (iss) => (iss.input === undefined ? m.REGO_REQUIRED : m.REGO_INVALID) })
    .regex(REGO, m.REGO_INVALID),
);

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** §3 dateTime: the optional booking date, an ISO date or date-time that is a real instant. */
export const bookingDateField = z.preprocess(
  toText,
  z
    .string({ error: m.BOOKING_DATE_INVALID })
    .regex(ISO_DATE_TIME, m.BOOKING_DATE_INVALID)
    // A real calendar date and time: Date would roll 2026-02-31 into March (issue 16 §3).
    .refine(isRealIsoDateTime, m.BOOKING_DATE_INVALID)
    .optional(),
);

/** A money or number answer (offer_price, km): numeric strings with $ and commas are read. */
export const optionalAmount = z.preprocess((v) => {
  if (typeof v === "string") {
    const cleaned = v.replace(/[$,\s]/g, "");
    return cleaned === "" ? undefined : Number(cleaned);
  }
  return v === null ? undefined : v;
}, z.number({ error: m.NUMBER_INVALID }).min(0, m.NUMBER_INVALID).optional());
