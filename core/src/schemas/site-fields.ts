import { z } from "zod";
import { HEX_COLOUR } from "../sites/theme-values";
import type { Location } from "./location";
import { checkOpeningHours } from "./site-opening-hours";

/**
 * Field rules of a site's configuration that an operator types by hand (`forecourt site create`,
 * the dealer console): each rejects what would break a running site with a message naming the fix.
 */

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** A configured host name: `www.example.com.au`, no scheme, port or path (matched case-insensitively). */
export const HostName = z
  .string()
  .max(253)
  .refine(
    (host) => host.split(".").length >= 2 && host.split(".").every((l) => HOST_LABEL.test(l)),
    "must be a host name like www.example.com.au (no scheme, port or path)",
  );

/** Where the lead outbox POSTs a lead's ADF: an absolute http(s) address. */
export const WebhookUrl = z.url({
  protocol: /^https?$/,
  error: "must be an absolute http:// or https:// address",
});

/** Shared with the dealer's CRM to sign webhook deliveries; long enough not to be guessed. */
export const WebhookSecret = z
  .string()
  .min(16, "must be at least 16 characters")
  .max(256, "must be at most 256 characters");

/** A phone number as shown on the site: digits with spaces, +, () or -, at least 6 digits. */
export const PhoneText = z
  .string()
  .regex(/^\+?[\d ()-]+$/, "must be a phone number (digits, spaces, +, ( ) and - only)")
  .refine((phone) => phone.replace(/\D/g, "").length >= 6, "must have at least 6 digits");

/** A theme colour: `#rrggbb` or `#rgb`. */
export const HexColour = z.string().regex(HEX_COLOUR, "must be a colour like #0b3d91");

/** Australian and New Zealand postcodes are four digits. */
const POSTCODE = /^\d{4}$/;

/**
 * Checks a site's own locations beyond the feed-tolerant Location schema: a postcode, when given,
 * is four digits (issues land at `address.postcode` of that location); hours are HH:mm
 * (site-opening-hours.ts).
 */
export function checkLocationFields(
  location: Location,
  ctx: z.core.$RefinementCtx<Location>,
): void {
  const postcode = location.address?.postcode;
  if (postcode != null && !POSTCODE.test(postcode)) {
    ctx.addIssue({
      code: "custom",
      path: ["address", "postcode"],
      message: `must be four digits, got "${postcode}"`,
    });
  }
  checkOpeningHours(location, ctx);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Invisible format characters that reorder or hide text (bidi overrides, zero-width marks). */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
export const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A label shown to shoppers as it is typed: plain text of 1 to `max` characters, without
 * control or invisible reordering characters and without HTML (`<`, `>`); each message names
 * `field`.
 */
export const PlainLabel = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} cannot be empty`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine(
      (s) => !CONTROL.test(s) && !INVISIBLE.test(s) && !LONE_SURROGATE.test(s),
      `${field} cannot contain control or invisible characters`,
    )
    .refine((s) => !/[<>]/.test(s), `${field} is plain text: no HTML (< or >)`);

const SPIN_CODE_SLOT = "{spin_code}";
const SPIN_EMBED_MESSAGE =
  "spinEmbedUrl must be an https:// address with {spin_code} in its path or query, e.g. https://spins.example.com/embed/{spin_code}";

/** The host a template names once its slots are filled with `code`, or null when it is no https address. */
function embedHost(template: string, code: string): string | null {
  try {
    const url = new URL(template.split(SPIN_CODE_SLOT).join(code));
    if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return null;
    return url.hostname === "" ? null : url.host;
  } catch {
    return null;
  }
}

/**
 * §7 the external 360° viewer's embed address: https only (never javascript:, data: or http:),
 * no credentials, whitespace or control characters, and `{spin_code}` in its path or query — a
 * car's spin_code can never choose the host the page frames.
 */
export const SpinEmbedUrl = z
  .string({ error: SPIN_EMBED_MESSAGE })
  .trim()
  .max(500, "spinEmbedUrl must be at most 500 characters")
  .refine(
    (s) =>
      s.includes(SPIN_CODE_SLOT) &&
      /^https:\/\//i.test(s) &&
      !/[\s\\]/.test(s) &&
      !CONTROL.test(s) &&
      !INVISIBLE.test(s) &&
      !LONE_SURROGATE.test(s) &&
      embedHost(s, "a") !== null &&
      embedHost(s, "a") === embedHost(s, "b.evil.example:1/x?"),
    SPIN_EMBED_MESSAGE,
  );

/**
 * §7 the limited list's search_filters, the hosted search's `field:value` terms joined by AND:
 * each field one the search refines on, each value plain text; at most 500 characters (what
 * the lookup takes).
 */
export const LimitedListFilters = (fields: readonly string[]) =>
  z
    .string({ error: "limitedList.search_filters must be text" })
    .trim()
    .max(500, "limitedList.search_filters must be at most 500 characters")
    .refine(
      (s) => !CONTROL.test(s) && !LONE_SURROGATE.test(s),
      "limitedList.search_filters cannot contain control characters",
    )
    .superRefine((s, ctx) => {
      const terms = s.split(/\s+AND\s+/).filter((t) => t.trim() !== "");
      if (terms.length === 0)
        ctx.addIssue({ code: "custom", message: "search_filters needs field:value terms" });
      for (const term of terms) {
        const at = term.indexOf(":");
        const field = at < 0 ? "" : term.slice(0, at).trim();
        const value = at < 0 ? "" : term.slice(at + 1).trim();
        if (at < 0 || value === "") {
          ctx.addIssue({
            code: "custom",
            message: `search_filters needs field:value terms, got '${term}'`,
          });
          return;
        }
        if (!fields.includes(field)) {
          ctx.addIssue({
            code: "custom",
            message: `search_filters cannot filter on '${field}' (one of: ${fields.join(", ")})`,
          });
          return;
        }
      }
    });
