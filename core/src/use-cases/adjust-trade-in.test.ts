import { describe, expect, it } from "vitest";
import { TRADE_IN_ACCEPTED } from "../leads/trade-in-acceptance";
import { TRADE_IN_NOT_FOUND } from "../leads/trade-in-messages";
import { BEST_ANSWERS, tradeInOffer, WORST_ANSWERS } from "../leads/trade-in-offer";
import { adjustTradeIn } from "./adjust-trade-in";
import { memoryTradeIns, NOW, SITE, tradeIn } from "./trade-in-fakes.test-helper";

const context = { now: NOW, site: SITE };
const valued = (extra: Record<string, unknown> = {}) =>
  tradeIn({ estimate: { base: 20_000 }, ...extra });

describe("adjustTradeIn (§4 the answers set the offer)", () => {
  it("sets the offer from the server's own estimate and the answers", async () => {
    const tradeIns = memoryTradeIns([valued({ valuation: { base: 90_000 } })]);
    const result = await adjustTradeIn(
      { tradeIns },
      { id: "ti-1", adjustmentAnswers: WORST_ANSWERS },
      context,
    );
    expect(result.ok && result.value.data).toMatchObject({
      adjustmentAnswers: WORST_ANSWERS,
      // Not from the `valuation` a page may save.
      offer_price: tradeInOffer(20_000, WORST_ANSWERS),
    });
    expect(tradeInOffer(20_000, WORST_ANSWERS)).toBeLessThan(tradeInOffer(20_000, BEST_ANSWERS));
  });

  it("keeps the answers but makes no offer without a valuation", async () => {
    const tradeIns = memoryTradeIns([tradeIn({ offer_price: 5_000 })]);
    const result = await adjustTradeIn(
      { tradeIns },
      { id: "ti-1", adjustmentAnswers: BEST_ANSWERS },
      context,
    );
    expect(result.ok && result.value.data).toEqual({
      adjustmentAnswers: BEST_ANSWERS,
      offer_price: null,
    });
  });

  it("refuses an unknown trade-in and leaves an accepted one as it was", async () => {
    const none = await adjustTradeIn(
      { tradeIns: memoryTradeIns() },
      { id: "ti-1", adjustmentAnswers: BEST_ANSWERS },
      context,
    );
    expect(none).toEqual({ ok: false, problem: { kind: "not-found", detail: TRADE_IN_NOT_FOUND } });
    const tradeIns = memoryTradeIns([valued({ offer_price: 9_000 })]);
    const row = tradeIns.rows.get(`${SITE}/ti-1`);
    if (row) tradeIns.rows.set(`${SITE}/ti-1`, { ...row, offerAccepted: true, leadId: "l-1" });
    const frozen = await adjustTradeIn(
      { tradeIns },
      { id: "ti-1", adjustmentAnswers: BEST_ANSWERS },
      context,
    );
    expect(frozen).toEqual({ ok: false, problem: { kind: "conflict", detail: TRADE_IN_ACCEPTED } });
    expect(tradeIns.rows.get(`${SITE}/ti-1`)?.data.offer_price).toBe(9_000);
  });
});
