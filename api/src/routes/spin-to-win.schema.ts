import { z } from "@hono/zod-openapi";
import { text } from "./text.schema";

/**
 * POST /api/spin-to-win: one prize draw entry per phone per site. The contact answers follow the
 * general enquiry's rules (core's validateLead); a signed-in shopper's phone is their own.
 */
export const SpinBody = z
  .object({
    name: text("name", 200).optional(),
    last_name: text("last_name", 200).optional(),
    email: text("email", 300).optional(),
    phone: text("phone", 40).optional(),
    terms_conditions: z.union([z.boolean(), text("terms_conditions", 10)]).optional(),
    opt_in: z.union([z.boolean(), text("opt_in", 10)]).optional(),
    /** Where the prize is collected: the sales location (or dealership) select of the general form. */
    location: text("location", 200).optional(),
    dealership_slug: text("dealership_slug", 200).optional(),
  })
  .openapi("SpinBody");

export const SpinResult = z
  .object({
    prize: z.string(),
    /** The wheel segment (index into the site's prizes) the wheel stops on. */
    index: z.number().int(),
    /** True when this phone had already entered: the first prize stands. */
    already_entered: z.boolean(),
    lead_id: z.string(),
  })
  .openapi("SpinResult");

export const SPIN_TO_WIN_OFF = "This site does not run Spin to Win.";
export const SIGN_IN_TO_SPIN = "Please sign in to spin to win.";
