import { describe, expect, it } from "vitest";
import { TRADE_IN_ACCEPTED } from "../leads/trade-in-acceptance";
import { NO_MARKET_DATA, NO_ONLINE_ESTIMATE, TRADE_IN_NOT_FOUND } from "../leads/trade-in-messages";
import { BEST_ANSWERS, tradeInEstimate } from "../leads/trade-in-offer";
import type { MarketRange, MarketVehicle } from "../market/market-price";
import { memoryTradeIns, NOW, SITE, tradeIn } from "./trade-in-fakes.test-helper";
import { valueTradeIn } from "./value-trade-in";

const vehicle = { year: 2022, make: "Toyota", model: "RAV4", badge: "GX", km: 50_000 };

/** A market that answers `range` for every vehicle and remembers what it was asked. */
function market(range: MarketRange | null) {
  const asked: Array<{ site: string; vehicle: MarketVehicle }> = [];
  return {
    asked,
    async range(site: string, v: MarketVehicle) {
      asked.push({ site, vehicle: v });
      return range;
    },
  };
}

const context = { now: NOW, site: SITE };

describe("valueTradeIn (§4 trade-in valuation)", () => {
  it("estimates from the low end of comparable stock's range and keeps it as `estimate`", async () => {
    const tradeIns = memoryTradeIns([
      tradeIn({ adjustmentAnswers: BEST_ANSWERS, offer_price: 30_000 }),
    ]);
    const marketPrice = market({ market_range_min: 36_600, market_range_max: 43_400 });
    const result = await valueTradeIn({ tradeIns, marketPrice }, { id: "ti-1", vehicle }, context);
    const estimate = tradeInEstimate(36_600);
    expect(result).toEqual({
      ok: true,
      value: {
        available: true,
        message: null,
        offer_price: null,
        estimate_low: estimate.low,
        estimate_high: estimate.high,
        market_range_min: 36_600,
        market_range_max: 43_400,
      },
    });
    // The market is asked about the vehicle itself: no listing price is made up for it.
    expect(marketPrice.asked).toEqual([{ site: SITE, vehicle }]);
    const stored = tradeIns.rows.get(`${SITE}/ti-1`)?.data;
    expect(stored).toMatchObject({
      vehicle,
      estimate: { base: 36_600, estimate_low: estimate.low, estimate_high: estimate.high },
      // Answers given before a new valuation are asked again: no offer until then.
      offer_price: null,
      adjustmentAnswers: null,
    });
  });

  it.each([
    ["over 7 years old", { ...vehicle, year: 2018 }],
    ["over 100,000 km", { ...vehicle, km: 100_001 }],
  ])("gives no online estimate for a car %s, and asks no market", async (_label, old) => {
    const tradeIns = memoryTradeIns([tradeIn({ offer_price: 9_000 })]);
    const marketPrice = market({ market_range_min: 20_000, market_range_max: 25_000 });
    const result = await valueTradeIn(
      { tradeIns, marketPrice },
      { id: "ti-1", vehicle: old },
      context,
    );
    expect(result.ok && result.value).toMatchObject({
      available: false,
      message: NO_ONLINE_ESTIMATE,
      estimate_low: null,
    });
    expect(marketPrice.asked).toEqual([]);
    expect(tradeIns.rows.get(`${SITE}/ti-1`)?.data).toMatchObject({
      vehicle: old,
      estimate: null,
      offer_price: null,
    });
  });

  it.each([
    ["no comparables", null],
    ["a range starting at $0", { market_range_min: 0, market_range_max: 5_000 }],
  ])("answers that the dealer will call when the market has %s", async (_label, range) => {
    const tradeIns = memoryTradeIns([tradeIn({})]);
    const result = await valueTradeIn(
      { tradeIns, marketPrice: market(range) },
      { id: "ti-1", vehicle },
      context,
    );
    expect(result.ok && result.value).toMatchObject({ available: false, message: NO_MARKET_DATA });
    expect(tradeIns.rows.get(`${SITE}/ti-1`)?.data).toMatchObject({ estimate: null });
  });

  it("refuses another site's or an unknown trade-in, and an accepted one (frozen)", async () => {
    const marketPrice = market({ market_range_min: 20_000, market_range_max: 25_000 });
    const elsewhere = memoryTradeIns([tradeIn({}, { site: "other-site" })]);
    expect(
      await valueTradeIn({ tradeIns: elsewhere, marketPrice }, { id: "ti-1", vehicle }, context),
    ).toEqual({ ok: false, problem: { kind: "not-found", detail: TRADE_IN_NOT_FOUND } });
    const accepted = memoryTradeIns([
      tradeIn({ offer_price: 12_000 }, { offerAccepted: true, leadId: "lead-1" }),
    ]);
    expect(
      await valueTradeIn({ tradeIns: accepted, marketPrice }, { id: "ti-1", vehicle }, context),
    ).toEqual({ ok: false, problem: { kind: "conflict", detail: TRADE_IN_ACCEPTED } });
    expect(accepted.rows.get(`${SITE}/ti-1`)?.data).toEqual({ offer_price: 12_000 });
  });

  it("a trade-in accepted while the market was asked is not overwritten (conflict)", async () => {
    const tradeIns = memoryTradeIns([tradeIn({ offer_price: 12_000 })]);
    const marketPrice = {
      async range() {
        const row = tradeIns.rows.get(`${SITE}/ti-1`);
        if (row) tradeIns.rows.set(`${SITE}/ti-1`, { ...row, offerAccepted: true });
        return { market_range_min: 20_000, market_range_max: 25_000 };
      },
    };
    const result = await valueTradeIn({ tradeIns, marketPrice }, { id: "ti-1", vehicle }, context);
    expect(result).toEqual({ ok: false, problem: { kind: "conflict", detail: TRADE_IN_ACCEPTED } });
    expect(tradeIns.rows.get(`${SITE}/ti-1`)?.data).toEqual({ offer_price: 12_000 });
  });
});
