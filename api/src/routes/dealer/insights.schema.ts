import { z } from "@hono/zod-openapi";

const DayParam = z.string().max(10).optional().openapi({
  description: "A day as YYYY-MM-DD, in the dealer's time zone",
  example: "2026-11-01",
});

/** GET /api/dealer/insights query: the range, first and last day inclusive (default: 30 days to today). */
export const InsightsQuery = z.object({ from: DayParam, to: DayParam });

const Figures = {
  views: z.number().int(),
  leads: z.number().int(),
  leadsPerView: z
    .number()
    .nullable()
    .openapi({ description: "Leads divided by views, 4 places; null when there were no views" }),
};

export const InsightsReport = z
  .object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    totals: z.object(Figures),
    byDay: z.array(z.object({ day: z.string(), ...Figures })),
    byCar: z.array(
      z.object({ carId: z.string(), title: z.string(), slug: z.string().nullable(), ...Figures }),
    ),
    byModel: z.array(z.object({ model: z.string(), ...Figures })),
    zeroResultSearches: z
      .array(z.object({ search: z.string(), count: z.number().int() }))
      .openapi({ description: "The most frequent searches with no results (no personal data)" }),
    /** Issue 34 §4: the range's spam (in the Spam tab, never delivered), left out of every lead count. */
    spamLeads: z.number().int(),
  })
  .openapi("DealerInsights");
export type InsightsReport = z.infer<typeof InsightsReport>;
