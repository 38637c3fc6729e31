/**
 * Issue 30 §8: what an accepted trade-in allows. The offer the shopper accepted is the one the
 * dealer honours, so nothing moves it afterwards, and it is accepted only with the enquiry the
 * shopper sent for that trade-in.
 */

/** Shown when anything tries to change a trade-in whose offer was accepted. */
export const TRADE_IN_ACCEPTED =
  "This trade-in's offer has been accepted, so it can no longer be changed.";
/** Shown when the enquiry named to accept an offer was not sent for that trade-in. */
export const LEAD_NOT_FOR_TRADE_IN = "That enquiry was not sent for this trade-in.";

/** A stored trade-in as far as acceptance is concerned. */
export interface TradeInAcceptanceState {
  offerAccepted: boolean;
  leadId: string | null;
}

/** Whether the trade-in may still be re-valued, re-answered or have a valuation saved. */
export function tradeInIsOpen(tradeIn: TradeInAcceptanceState): boolean {
  return !tradeIn.offerAccepted;
}

/**
 * Whether `lead` is the trade-in enquiry sent for the trade-in `tradeInId` (the journey's
 * contact form names it in `trade_in_lead_id`); any other lead of the site is refused.
 */
export function leadIsForTradeIn(
  lead: { kind: string; payload: Record<string, unknown> },
  tradeInId: string,
): boolean {
  const named = lead.payload.trade_in_lead_id;
  return lead.kind === "trade-in" && typeof named === "string" && named.trim() === tradeInId;
}

/**
 * What accepting the offer with `leadId` does: `accept` while the offer is open, `already` for a
 * retry with the lead it was accepted with (answered as before), `refused` for any other lead.
 */
export function acceptanceOutcome(
  tradeIn: TradeInAcceptanceState,
  leadId: string,
): "accept" | "already" | "refused" {
  if (!tradeIn.offerAccepted) return "accept";
  return tradeIn.leadId === leadId ? "already" : "refused";
}
