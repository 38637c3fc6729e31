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

/**
 * Issue 30 §13: the prize, the wheel segment, whether the phone had entered and the lead go only
 * to a shopper signed in with that phone (who proved it); anyone else gets `message` alone, the
 * same whether the number had entered or not.
 */
export const SpinResult = z
  .object({
    message: z.string(),
    prize: z.string().optional(),
    /** The wheel segment (index into the site's prizes) the wheel stops on. */
    index: z.number().int().optional(),
    /** True when this phone had already entered: the first prize stands. */
    already_entered: z.boolean().optional(),
    lead_id: z.string().optional(),
  })
  .openapi("SpinResult");

export {
  SIGN_IN_TO_SPIN,
  SPIN_ENTERED,
  SPIN_TO_WIN_OFF,
  spinWonMessage,
} from "@forecourt/core/promotions/spin-messages";
