import { type TradeInAnswers, tradeInOffer } from "../leads/trade-in-offer";
import { valuationBase } from "../leads/trade-in-record";
import type { StoredTradeInLead, TradeInLeadRepository } from "../ports/leads";
import { openTradeIn, updateOpenTradeIn } from "./open-trade-in";
import type { UseCaseResult } from "./result";

/**
 * §4 trade-in adjustments: the answers to the questions set the offer inside the estimate; without
 * a valuation there is no offer to move. An accepted trade-in is frozen (issue 30 §8).
 */
export async function adjustTradeIn(
  ports: { tradeIns: Pick<TradeInLeadRepository, "get" | "update"> },
  input: { id: string; adjustmentAnswers: TradeInAnswers },
  context: { now: Date; site: string },
): Promise<UseCaseResult<StoredTradeInLead>> {
  const { id, adjustmentAnswers } = input;
  const open = await openTradeIn(ports.tradeIns, context.site, id);
  if (!open.ok) return open;
  const base = valuationBase(open.value.data);
  const offer = base === null ? null : tradeInOffer(base, adjustmentAnswers);
  return updateOpenTradeIn(
    ports.tradeIns,
    { site: context.site, id, now: context.now },
    { adjustmentAnswers, offer_price: offer !== null && offer > 0 ? offer : null },
  );
}
