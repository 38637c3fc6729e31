import { z } from "zod";

/** Issue 34 §4: a lead scoring at or above this is kept in the Spam tab, never delivered. */
export const SPAM_THRESHOLD_DEFAULT = 5;
/** Issue 34 §4: a form sent sooner than this after it was shown is a bot's. */
export const SPAM_MIN_SECONDS_DEFAULT = 3;

/** A site's spam rules (settings `spam`); every key has a default. */
export const SpamSettings = z.object({
  /** The score (sum of the reasons' weights, spamWeights) at which a lead is spam: 1 to 100. */
  threshold: z
    .number({ error: "spam.threshold must be a whole number from 1 to 100" })
    .int("spam.threshold must be a whole number from 1 to 100")
    .min(1, "spam.threshold must be a whole number from 1 to 100")
    .max(100, "spam.threshold must be a whole number from 1 to 100")
    .default(SPAM_THRESHOLD_DEFAULT),
  /** Seconds a shopper needs at least between the form showing and sending it: 0 to 60. */
  minSeconds: z
    .number({ error: "spam.minSeconds must be a number of seconds from 0 to 60" })
    .min(0, "spam.minSeconds must be a number of seconds from 0 to 60")
    .max(60, "spam.minSeconds must be a number of seconds from 0 to 60")
    .default(SPAM_MIN_SECONDS_DEFAULT),
});
export type SpamSettings = z.infer<typeof SpamSettings>;
