import { onlineEstimateAvailable } from "../leads/trade-in";
import { NO_MARKET_DATA, NO_ONLINE_ESTIMATE } from "../leads/trade-in-messages";
import { tradeInEstimate } from "../leads/trade-in-offer";
import type { TradeInLeadRepository } from "../ports/leads";
import type { MarketPricePort } from "../ports/outside";
import { openTradeIn, updateOpenTradeIn } from "./open-trade-in";
import { succeeded, type UseCaseResult } from "./result";

/** The trade vehicle as the shopper confirms it before the valuation. */
export interface TradeInVehicle {
  year: number;
  make: string;
  model: string;
  badge?: string;
  km: number;
}

/** The estimate the shopper is shown; no offer until the adjustment questions are answered (§4). */
export interface TradeInValuation {
  available: boolean;
  message: string | null;
  offer_price: null;
  estimate_low: number | null;
  estimate_high: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
}

const NONE = {
  offer_price: null,
  estimate_low: null,
  estimate_high: null,
  market_range_min: null,
  market_range_max: null,
} as const;

/**
 * §4 trade-in valuation: none online for a car over 7 years or 100,000 km, nor without market
 * data; otherwise the estimate from the low end of comparable stock's range (the dealer still has
 * to recondition and sell), kept as `estimate` apart from the page-saved `valuation`, so nothing a
 * page posts moves the offer. A new valuation clears the offer and the answers given before it.
 * An accepted trade-in is frozen (issue 30 §8).
 */
export async function valueTradeIn(
  ports: {
    tradeIns: Pick<TradeInLeadRepository, "get" | "update">;
    marketPrice: Pick<MarketPricePort, "range">;
  },
  input: { id: string; vehicle: TradeInVehicle },
  context: { now: Date; site: string },
): Promise<UseCaseResult<TradeInValuation>> {
  const { id, vehicle } = input;
  const { now, site } = context;
  const open = await openTradeIn(ports.tradeIns, site, id);
  if (!open.ok) return open;
  const at = { site, id, now };
  const unavailable = async (message: string): Promise<UseCaseResult<TradeInValuation>> => {
    const cleared = { vehicle, estimate: null, offer_price: null };
    const saved = await updateOpenTradeIn(ports.tradeIns, at, cleared);
    return saved.ok ? succeeded({ available: false, message, ...NONE }) : saved;
  };
  if (!onlineEstimateAvailable(vehicle, now)) return unavailable(NO_ONLINE_ESTIMATE);
  const market = await ports.marketPrice.range(site, vehicle);
  const low = market?.market_range_min ?? null;
  const high = market?.market_range_max ?? null;
  if (low === null || !(low > 0)) return unavailable(NO_MARKET_DATA);
  const estimate = tradeInEstimate(low);
  const estimateRecord = {
    base: low,
    estimate_low: estimate.low,
    estimate_high: estimate.high,
    market_range_min: low,
    market_range_max: high,
  };
  const saved = await updateOpenTradeIn(ports.tradeIns, at, {
    vehicle,
    estimate: estimateRecord,
    offer_price: null,
    adjustmentAnswers: null,
  });
  if (!saved.ok) return saved;
  return succeeded({
    available: true,
    message: null,
    offer_price: null,
    estimate_low: estimate.low,
    estimate_high: estimate.high,
    market_range_min: low,
    market_range_max: high,
  });
}
