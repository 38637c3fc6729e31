import { z } from "@hono/zod-openapi";

/** A lead's spam standing as the inbox shows it (issue 34 §4). */
export const LeadSpamView = z
  .object({
    /** "spam": in the Spam tab, never delivered; "not-spam": staff said so; null: never judged spam. */
    state: z.enum(["spam", "not-spam"]).nullable(),
    score: z.number().int(),
    reasons: z.array(z.string()),
    /** The site's human check: "unverified" when its provider could not answer; null: none. */
    humanCheck: z.enum(["passed", "unverified"]).nullable(),
  })
  .openapi("LeadSpam");

/** The example is what the generated access test sends (dealer-access.openapi.test.ts). */
export const SpamBody = z
  .object({ spam: z.boolean({ error: "spam must be true or false" }) })
  .openapi("LeadSpamBody", { example: { spam: false } });

export const SpamMarked = z
  .object({
    id: z.string(),
    spam: LeadSpamView,
    /** True when marking it not spam queued it for delivery now (once: never a second time). */
    queued: z.boolean(),
  })
  .openapi("LeadSpamMarked");
