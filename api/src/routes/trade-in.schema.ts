import { REGO_STATE_INVALID } from "@forecourt/core/leads/messages";
import { TradeInAnswers } from "@forecourt/core/leads/trade-in-offer";
import { z } from "@hono/zod-openapi";
import { idText, text } from "./text.schema";

// The rego and its state are checked per country by core's regoLookupKey in the use case
// (issue 18: AU by state and plate, NZ by plate only); here they only have to be short text.
const regoText = text("rego", 20).openapi({ example: "XYZ123" });
const regoState = z
  .string({ error: REGO_STATE_INVALID })
  .max(10, REGO_STATE_INVALID)
  .openapi({ description: "Australian sites only: the state the car is registered in." });

const shortText = (field: string, max = 200) => text(field, max);

/** §3 trade-in lead creation: rego, regoState and where the shopper came from. */
export const TradeInCreateBody = z
  .object({
    rego: regoText.optional(),
    regoState: regoState.optional(),
    car_id: idText("car_id").optional(),
    car_dealership_id: idText("car_dealership_id").optional(),
    url: shortText("url", 2000).optional(),
    user_agent: shortText("user_agent", 500).optional(),
    lead_attributes: z
      .object({
        visited_pages: z
          .array(shortText("visited_pages", 2000))
          .max(50, "At most 50 pages")
          .default([]),
        linked_query_params: z
          .record(idText("linked_query_params", 100), shortText("linked_query_params", 500))
          .refine((r) => Object.keys(r).length <= 30, "At most 30 parameters")
          .default({}),
      })
      .optional(),
  })
  .openapi("TradeInCreate");

export const RegoQuery = z.object({
  rego: regoText.optional(),
  state: regoState.optional().openapi({ param: { name: "state", in: "query" }, example: "QLD" }),
});

export const TradeInIdParam = z.object({
  id: idText("Trade-in id").openapi({ param: { name: "id", in: "path" } }),
});

/** The trade vehicle as the shopper confirms it before the valuation. */
export const ValuationBody = z
  .object({
    year: z
      .number({ error: "year must be a number" })
      .int("year must be a whole number")
      .min(1950, "year is out of range")
      .max(2100, "year is out of range"),
    make: shortText("make", 100).min(1, "make is required"),
    model: shortText("model", 100).min(1, "model is required"),
    badge: shortText("badge", 100).optional(),
    km: z
      .number({ error: "km must be a number" })
      .int("km must be whole kilometres")
      .min(0, "km cannot be negative")
      .max(2_000_000, "km is out of range"),
  })
  .openapi("TradeInValuationRequest");

/** §3 adjustmentAnswers: every question of core's TradeInAnswers, each message naming it. */
export const AdjustmentsBody = z
  .object({
    adjustmentAnswers: TradeInAnswers,
  })
  .openapi("TradeInAdjustments");

/** Accepting names the enquiry the shopper sent with the offer (the journey always has one). */
export const AcceptBody = z.object({ lead_id: idText("lead_id") }).openapi("TradeInAccept");

export const TradeInView = z
  .object({
    id: z.string(),
    offer_price: z.number().nullable(),
    offer_accepted: z.boolean(),
    form_completed: z.boolean(),
    lead_id: z.string().nullable(),
  })
  .openapi("TradeIn");

export const ValuationResult = z
  .object({
    available: z.boolean(),
    message: z.string().nullable(),
    /** No offer yet: it follows the adjustment answers (§4). */
    offer_price: z.null(),
    /** The estimate range: the offer the worst answers get to the one the best answers get. */
    estimate_low: z.number().nullable(),
    estimate_high: z.number().nullable(),
    market_range_min: z.number().nullable(),
    market_range_max: z.number().nullable(),
  })
  .openapi("TradeInValuation");

export const RegoVehicle = z
  .object({
    rego: z.string(),
    year: z.number().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    badge: z.string().nullable(),
    km: z.number().nullable(),
  })
  .openapi("RegoVehicle");

/** §2 trade-in page text, verbatim (core's, which the trade-in use cases answer with). */
export {
  LEAD_NOT_FOUND,
  NO_MARKET_DATA,
  NO_OFFER_TO_ACCEPT,
  NO_ONLINE_ESTIMATE,
  REGO_NOT_FOUND,
  TRADE_IN_NOT_FOUND,
} from "@forecourt/core/leads/trade-in-messages";
