import type { Country } from "../locations/regions";
import type { StoredTradeInLead, TradeInLeadRepository } from "../ports/leads";
import { checkedRego } from "./look-up-rego";
import { succeeded, type UseCaseResult } from "./result";

/** What the trade-in page starts with: the rego and its state, and where the shopper came from. */
export type TradeInStart = { rego?: string; regoState?: string } & Record<string, unknown>;

/**
 * §3 start a trade-in lead (source "Website"): the rego checked for the site's country (AU: state
 * and plate, NZ: plate only) and kept upper case, no offer yet and the form not completed.
 */
export async function startTradeInLead(
  ports: { tradeIns: Pick<TradeInLeadRepository, "create"> },
  input: TradeInStart,
  context: { now: Date; site: string; country: Country },
): Promise<UseCaseResult<StoredTradeInLead>> {
  const { rego, regoState, ...details } = input;
  const key = checkedRego(context.country, { rego, state: regoState }, "regoState");
  if (!key.ok) return key;
  const created = await ports.tradeIns.create(
    context.site,
    {
      ...details,
      rego: rego?.trim().toUpperCase(),
      ...(key.value.state ? { regoState: key.value.state } : {}),
      source: "Website",
      offer_accepted: false,
      form_completed: false,
    },
    context.now,
  );
  return succeeded(created);
}
