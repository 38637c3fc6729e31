import { z } from "zod";
import { calendarYear, DEFAULT_TIME_ZONE } from "../format/date";
import { feedBoolean, feedNumber, feedString } from "../schemas/coerce";

/** §3 Trade-in lead as the trade-in journey records it (rego lookup → valuation → offer). */
export const TradeInLead = z.looseObject({
  rego: feedString,
  regoState: feedString,
  /** The shopper's answers to the adjustment questions (condition, damage, …), by question. */
  adjustmentAnswers: z.record(z.string(), z.unknown()).nullish(),
  offer_accepted: feedBoolean.default(false),
  form_completed: feedBoolean.default(false),
  lead_id: feedString,
  url: feedString,
  source: z.literal("Website").default("Website"),
  user_agent: feedString,
  car_id: feedString,
  car_dealership_id: feedString,
  lead_attributes: z
    .looseObject({
      visited_pages: z.array(z.string()).default([]),
      linked_query_params: z.record(z.string(), z.string()).default({}),
    })
    .nullish(),
  /** The offer shown to the shopper, in dollars (§3 "the offer_price is also read"). */
  offer_price: feedNumber,
});
export type TradeInLead = z.infer<typeof TradeInLead>;

/** §4 (trade-in): cars older than this many years generally get no online estimate. */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
/** §4 (trade-in): cars over this odometer reading generally get no online estimate. */
export const ONLINE_ESTIMATE_MAX_KM = 100_000;

/**
 * Whether the trade vehicle gets an online estimate: not when it is over 7
 * years old (by build year, in dealer time) or over 100,000 km. Unknown year
 * or km does not by itself rule the estimate out.
 */
export function onlineEstimateAvailable(
  vehicle: { year?: number | null; km?: number | null },
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): boolean {
  const currentYear = calendarYear(now, timeZone);
  if (vehicle.year != null && currentYear - vehicle.year > ONLINE_ESTIMATE_MAX_AGE_YEARS) {
    return false;
  }
  return !(vehicle.km != null && vehicle.km > ONLINE_ESTIMATE_MAX_KM);
}

/** §4 trade-in steps: valuation, adjustments, then offer accepted (which completes the form). */
export type TradeInStep = "valuation" | "adjustments" | "offer" | "accepted";

export interface TradeInJourney {
  step: TradeInStep;
  lead: TradeInLead;
}

export type TradeInEvent =
  /** The rego lookup and first valuation are back (the lead is created on the server). */
  | { type: "valued"; lead_id?: string | null; offer_price?: number | null }
  /** The shopper answered the adjustment questions; the offer is revised. */
  | { type: "adjusted"; adjustmentAnswers: Record<string, unknown>; offer_price?: number | null }
  | { type: "offer-accepted" }
  /** Go back one step (offer → adjustments → valuation); an accepted offer stays accepted. */
  | { type: "back" };

/** A new journey for a rego (§3 source is always 'Website'). */
export function startTradeIn(lead: z.input<typeof TradeInLead>): TradeInJourney {
  return {
    step: "valuation",
    lead: TradeInLead.parse({ ...lead, offer_accepted: false, form_completed: false }),
  };
}

/**
 * The trade-in journey as a pure reducer (§4): valuation → adjustments →
 * offer → accepted. Accepting sets offer_accepted and form_completed. An
 * event that does not fit the current step leaves the journey unchanged.
 */
export function tradeInReducer(journey: TradeInJourney, event: TradeInEvent): TradeInJourney {
  const { step, lead } = journey;
  switch (event.type) {
    case "valued":
      if (step !== "valuation") return journey;
      return {
        step: "adjustments",
        lead: {
          ...lead,
          lead_id: event.lead_id ?? lead.lead_id,
          offer_price: event.offer_price ?? lead.offer_price,
        },
      };
    case "adjusted":
      if (step !== "adjustments") return journey;
      return {
        step: "offer",
        lead: {
          ...lead,
          adjustmentAnswers: event.adjustmentAnswers,
          offer_price: event.offer_price ?? lead.offer_price,
        },
      };
    case "offer-accepted":
      if (step !== "offer") return journey;
      return { step: "accepted", lead: { ...lead, offer_accepted: true, form_completed: true } };
    case "back":
      if (step === "offer") return { step: "adjustments", lead };
      if (step === "adjustments") return { step: "valuation", lead };
      return journey;
  }
}

/**
 * §4 (trade-in) "an offer that can be accepted": the offer price the valuation recorded, or
 * null when there is none yet (no valuation, or no online estimate), so nothing can be accepted.
 */
export function offerToAccept(data: { offer_price?: unknown }): number | null {
  const offer = data.offer_price;
  return typeof offer === "number" && Number.isFinite(offer) && offer > 0 ? offer : null;
}
