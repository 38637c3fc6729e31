import { z } from "@hono/zod-openapi";

export const MOBILE_MESSAGE = "Please enter a valid mobile number.";
export const CODE_MESSAGES = {
  missing: "Please request a new code.",
  expired: "That code has expired. Please request a new code.",
  wrong: "That code is not right. Please check it and try again.",
  locked: "Too many wrong codes. Please request a new code.",
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
