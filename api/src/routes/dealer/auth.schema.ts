import { STAFF_ROLES } from "@forecourt/core";
import { z } from "@hono/zod-openapi";
import { CODE_NOT_RIGHT } from "../../auth/sign-in-limits";

export const EMAIL_MESSAGE = "Please enter a valid e-mail address.";
/**
 * One answer whatever kept a code from signing in (issue 30 §6): telling "none asked for" from
 * "wrong" or "used up" would tell a stranger whether this destination has a code out.
 */
export const STAFF_CODE_MESSAGES = {
  missing: CODE_NOT_RIGHT,
  expired: CODE_NOT_RIGHT,
  wrong: CODE_NOT_RIGHT,
  locked: CODE_NOT_RIGHT,
} as const;

const StaffEmailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MESSAGE }).max(254, EMAIL_MESSAGE))
  .openapi({ example: "sales@dealer.example" });

export const StaffCodeBody = z.object({ email: StaffEmailField }).openapi("StaffCodeBody");

export const StaffSignInBody = z
  .object({
    email: StaffEmailField,
    code: z
      .string({ error: STAFF_CODE_MESSAGES.wrong })
      .regex(/^\d{6}$/, STAFF_CODE_MESSAGES.wrong),
  })
  .openapi("StaffSignInBody");

export const StaffView = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    name: z.string().nullable(),
  })
  .openapi("Staff");

export const StaffSession = z.object({ staff: StaffView.nullable() }).openapi("StaffSession");

export const StaffMe = z
  .object({
    staff: StaffView,
    site: z.object({ slug: z.string(), name: z.string() }),
    /** What the console shows this member (core's DEALER_ABILITIES for their role). */
    abilities: z.array(z.string()),
  })
  .openapi("StaffMe");

export const CODE_SENT = z.object({ message: z.string() }).openapi("StaffCodeSent", {
  example: { message: "If that address is staff here, a code is on its way." },
});
