import { z } from "@hono/zod-openapi";

const Stats = {
  leads: z.number().int(),
  answered: z.number().int(),
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
  withinTarget: z.number().nullable().openapi({
    description: "Share (0–1) answered by the due time, of the leads whose outcome is known",
  }),
};

/** Issue 34 §2: first-response figures over a range, overall, per location and per staff member. */
export const FirstResponseReport = z
  .object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    /** True when the range held more leads than one report reads (the newest were counted). */
    truncated: z.boolean(),
    overall: z.object(Stats),
    byLocation: z.array(z.object({ location: z.string().nullable(), ...Stats })),
    byOwner: z.array(
      z.object({ ownerId: z.string().nullable(), label: z.string().nullable(), ...Stats }),
    ),
  })
  .openapi("DealerFirstResponseInsights");
