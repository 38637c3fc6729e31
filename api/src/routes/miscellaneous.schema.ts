import { z } from "@hono/zod-openapi";
import { idText, text } from "./text.schema";

const ValuationValue = z.union([text("Values", 500), z.number().finite(), z.boolean(), z.null()]);

/**
 * §7 POST /api/miscellaneous: valuation data plus column_name 'valuation',
 * saved onto the shopper's trade-in lead (`lead_id`).
 */
export const MiscellaneousBody = z
  .object({
    column_name: z.literal("valuation", { error: "column_name must be 'valuation'" }),
    lead_id: idText("lead_id"),
    data: z
      .record(idText("Keys"), ValuationValue, {
        error: "data must be an object of valuation values",
      })
      .refine((d) => Object.keys(d).length <= 50, "At most 50 values"),
  })
  .openapi("MiscellaneousBody");

export const Success = z.object({ success: z.boolean() }).openapi("Success");
export const VALUATION_SAVE_OFF = "Saving valuations is not available on this site.";
/** Core's text, which the trade-in use cases and the lead form answer with too. */
export { TRADE_IN_NOT_FOUND } from "@forecourt/core/leads/trade-in-messages";
