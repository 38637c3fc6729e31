import { z } from "@hono/zod-openapi";

const RejectedRow = z.object({
  line: z.number().int(),
  id: z.string().nullable(),
  field: z.string(),
  column: z.string().optional(),
  reason: z.string(),
});

/** One feed pull as staff see it: when (ISO and in the site's zone), how it ended, the counts. */
export const FeedRunAnswer = z
  .object({
    id: z.number().int(),
    trigger: z.enum(["schedule", "manual"]),
    status: z.enum(["running", "imported", "not_changed", "failed"]),
    startedAt: z.string(),
    startedText: z.string().openapi({ example: "07/12/2026 20:00 (Australia/Sydney)" }),
    finishedAt: z.string().nullable(),
    rows: z.number().int(),
    added: z.number().int(),
    updated: z.number().int(),
    removed: z.number().int(),
    rejectedCount: z.number().int(),
    rejected: z.array(RejectedRow).openapi({ description: "The first 100 rejected rows" }),
    removalRefused: z.string().nullable().openapi({
      description: "Why cars missing from the feed were kept (an empty or shrunk feed)",
    }),
    error: z.string().nullable(),
    photosStored: z.number().int().openapi({ description: "The pulled cars' photos stored" }),
    photosFailed: z.number().int().openapi({
      description: 'Photos that could not be stored (their cars show "Photos to follow")',
    }),
    photoFailures: z
      .array(z.object({ photo: z.string(), reason: z.string() }))
      .openapi({ description: "The first 100 failed photos: address (credentials masked), why" }),
  })
  .openapi("DealerFeedRun");
export type FeedRunAnswer = z.infer<typeof FeedRunAnswer>;

export const FeedRunList = z
  .object({
    /** The site's feed URL, or null when it names none (the console says how to set one). */
    feedUrl: z.string().nullable(),
    intervalMinutes: z.number().int().nullable(),
    runs: z.array(FeedRunAnswer),
  })
  .openapi("DealerFeedRuns");
