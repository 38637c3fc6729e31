import { TRADE_IN_ACCEPTED, tradeInIsOpen } from "../leads/trade-in-acceptance";
import { TRADE_IN_NOT_FOUND } from "../leads/trade-in-messages";
import type { StoredTradeInLead, TradeInLeadRepository } from "../ports/leads";
import { failed, succeeded, type UseCaseResult } from "./result";

/** The steps the trade-in use cases share: a trade-in of this site, and one still open. */

/** The site's trade-in, or not-found. */
export async function tradeInOfSite(
  tradeIns: Pick<TradeInLeadRepository, "get">,
  site: string,
  id: string,
): Promise<UseCaseResult<StoredTradeInLead>> {
  const found = await tradeIns.get(site, id);
  return found ? succeeded(found) : failed("not-found", TRADE_IN_NOT_FOUND);
}

/** The trade-in while its offer is not accepted (issue 30 §8: then it is frozen, a conflict). */
export async function openTradeIn(
  tradeIns: Pick<TradeInLeadRepository, "get">,
  site: string,
  id: string,
): Promise<UseCaseResult<StoredTradeInLead>> {
  const found = await tradeInOfSite(tradeIns, site, id);
  if (!found.ok || tradeInIsOpen(found.value)) return found;
  return failed("conflict", TRADE_IN_ACCEPTED);
}

/** Merges `data` into an open trade-in; the store refuses one accepted meanwhile (a conflict). */
export async function updateOpenTradeIn(
  tradeIns: Pick<TradeInLeadRepository, "get" | "update">,
  at: { site: string; id: string; now: Date },
  data: Record<string, unknown>,
): Promise<UseCaseResult<StoredTradeInLead>> {
  const updated = await tradeIns.update(at.site, at.id, data, at.now);
  if (updated) return succeeded(updated);
  const open = await openTradeIn(tradeIns, at.site, at.id);
  return open.ok ? failed("conflict", TRADE_IN_ACCEPTED) : open;
}
