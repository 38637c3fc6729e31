import { z } from "zod";
import type { Location } from "./location";

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
export const HexColour = z
  .string()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, "must be a colour like #0b3d91");

/** Australian and New Zealand postcodes are four digits. */
const POSTCODE = /^\d{4}$/;

/**
 * Checks a site's own locations beyond the feed-tolerant Location schema: a postcode, when given,
 * is four digits (issues land at `address.postcode` of that location).
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
}
