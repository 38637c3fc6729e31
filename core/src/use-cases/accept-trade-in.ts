import { ANALYTICS_EVENTS } from "../leads/analytics-events";
import { offerToAccept } from "../leads/trade-in";
import {
  acceptanceOutcome,
  LEAD_NOT_FOR_TRADE_IN,
  leadIsForTradeIn,
  TRADE_IN_ACCEPTED,
} from "../leads/trade-in-acceptance";
import { LEAD_NOT_FOUND, NO_OFFER_TO_ACCEPT } from "../leads/trade-in-messages";
import type { LeadRepository, StoredTradeInLead, TradeInLeadRepository } from "../ports/leads";
import type { AnalyticsRepository } from "../ports/shoppers";
import { tradeInOfSite } from "./open-trade-in";
import { failed, succeeded, type UseCaseResult } from "./result";

/**
 * §3 accept the offer (marks offer_accepted and form_completed). Issue 30 §8: only with the
 * enquiry sent for this trade-in, and only once: a retry with that enquiry answers as before, any
 * other is a conflict, and so is a trade-in accepted meanwhile by another. The §7 analytics event
 * is recorded; its failure is ignored.
 */
export async function acceptTradeIn(
  ports: {
    tradeIns: Pick<TradeInLeadRepository, "get" | "acceptOffer">;
    leads: Pick<LeadRepository, "get">;
    analytics: Pick<AnalyticsRepository, "record">;
  },
  input: { id: string; leadId: string },
  context: { now: Date; site: string },
): Promise<UseCaseResult<StoredTradeInLead>> {
  const { id, leadId } = input;
  const { site, now } = context;
  const found = await tradeInOfSite(ports.tradeIns, site, id);
  if (!found.ok) return found;
  const tradeIn = found.value;
  const lead = await ports.leads.get(site, leadId);
  if (!lead) return failed("invalid", LEAD_NOT_FOUND, { field: "lead_id" });
  if (!leadIsForTradeIn(lead, id)) {
    return failed("invalid", LEAD_NOT_FOR_TRADE_IN, { field: "lead_id" });
  }
  const outcome = acceptanceOutcome(tradeIn, leadId);
  if (outcome === "already") return succeeded(tradeIn);
  if (outcome === "refused") return failed("conflict", TRADE_IN_ACCEPTED);
  if (offerToAccept(tradeIn.data) === null) {
    return failed("invalid", NO_OFFER_TO_ACCEPT, { field: "offer_price" });
  }
  const accepted = await ports.tradeIns.acceptOffer(site, id, leadId, now);
  // Null here: accepted meanwhile with another enquiry (or gone with its site).
  if (!accepted) return failed("conflict", TRADE_IN_ACCEPTED);
  await ports.analytics
    .record(site, ANALYTICS_EVENTS.offerAccepted, { trade_in_id: id }, now)
    .catch(() => undefined);
  return succeeded(accepted);
}
