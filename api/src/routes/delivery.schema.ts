import { checkDeliveryPostcode } from "@forecourt/core/leads/delivery-postcode";
import { INVALID_POSTCODE_4_DIGITS } from "@forecourt/core/leads/messages";
import { z } from "@hono/zod-openapi";

/**
 * §5 postcode, checked by core: blank → 'Please enter a postcode.'; anything
 * but exactly four digits → 'Invalid postcode. Please enter a 4-digit number.'
 */
export const PostcodeQuery = z.object({
  postcode: z
    .string()
    .max(16, INVALID_POSTCODE_4_DIGITS)
    .optional()
    .transform((raw, ctx) => {
      const check = checkDeliveryPostcode(raw);
      if (!check.ok) {
        ctx.addIssue({ code: "custom", message: check.error });
        return z.NEVER;
      }
      return check.postcode;
    })
    .openapi({ param: { name: "postcode", in: "query" }, example: "4000" }),
});

/** §3 delivery quote {price, name (region)}. */
export const DeliveryResponse = z
  .object({ price: z.number(), name: z.string() })
  .openapi("DeliveryQuote");

export const GeocodeResponse = z.object({ lat: z.number(), lng: z.number() }).openapi("GeoPoint");
