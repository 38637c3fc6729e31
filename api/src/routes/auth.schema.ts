import { z } from "@hono/zod-openapi";
import { CODE_NOT_RIGHT } from "../auth/sign-in-limits";

export const MOBILE_MESSAGE = "Please enter a valid mobile number.";
/**
 * One answer whatever kept a code from signing in (issue 30 §6): telling "none asked for" from
 * "wrong" or "used up" would tell a stranger whether this destination has a code out.
 */
/** The SMS provider refused the number for good (not a mobile it can text). */
export const NUMBER_NOT_TEXTED = "We could not text a code to that number. Please check it.";
/** The SMS provider failed for now: nothing to fix in the form, try again. */
export const CODE_NOT_TEXTED =
  "We could not send your code just now. Please try again in a few minutes.";

export const CODE_MESSAGES = {
  missing: CODE_NOT_RIGHT,
  expired: CODE_NOT_RIGHT,
  wrong: CODE_NOT_RIGHT,
  locked: CODE_NOT_RIGHT,
} as const;

/**
 * An AU (04…) or NZ (02…) mobile number, as typed: spaces, dashes and
 * brackets dropped and a +61 / +64 prefix turned into 0, so one person always
 * maps to one stored phone.
 */
export const MobileNumber = z
  .string({ error: MOBILE_MESSAGE })
  .max(32, MOBILE_MESSAGE)
  .transform((raw) => {
    const compact = raw.replace(/[\s().-]/g, "");
    return compact.replace(/^\+6[14]/, "0");
  })
  .refine((phone) => /^(04\d{8}|02\d{7,9})$/.test(phone), MOBILE_MESSAGE)
  .openapi({ example: "0412 345 678" });

export const SendCodeBody = z.object({ phone: MobileNumber }).openapi("SendCodeBody");
export type SendCodeBody = z.infer<typeof SendCodeBody>;

export const VerifyCodeBody = z
  .object({
    phone: MobileNumber,
    code: z.string({ error: CODE_MESSAGES.wrong }).regex(/^\d{6}$/, CODE_MESSAGES.wrong),
  })
  .openapi("VerifyCodeBody");
export type VerifyCodeBody = z.infer<typeof VerifyCodeBody>;

export const SessionResponse = z
  .object({ user: z.object({ id: z.string(), phone: z.string() }).nullable() })
  .openapi("Session");
