import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  offerToAccept,
  onlineEstimateAvailable,
  startTradeIn,
  type TradeInEvent,
  type TradeInJourney,
  TradeInLead,
  tradeInReducer,
} from "./trade-in";

const now = new Date("2026-11-23T00:00:00Z");

describe("onlineEstimateAvailable (trade-in: not over 7 years old or over 100,000 km)", () => {
  it.each([
    [{ year: 2019, km: 100_000 }, true],
    [{ year: 2019, km: 100_001 }, false],
    [{ year: 2018, km: 50_000 }, false],
    [{ year: 2026, km: 0 }, true],
    [{ year: null, km: null }, true],
    [{ year: 2010 }, false],
    [{ km: 250_000 }, false],
  ])("%j → %s", (vehicle, available) => {
    expect(onlineEstimateAvailable(vehicle, now)).toBe(available);
  });

  it("counts the year in dealer time (Brisbane is already in the new year)", () => {
    const newYearBrisbane = new Date("2026-12-31T14:30:00Z"); // 1 Jan 2027 00:30 in Brisbane
    expect(onlineEstimateAvailable({ year: 2019 }, newYearBrisbane)).toBe(false);
    expect(onlineEstimateAvailable({ year: 2019 }, new Date("2026-12-31T13:30:00Z"))).toBe(true);
  });

  it("is monotonic: an older or higher-km car never gains an estimate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2030 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.nat(20),
        fc.nat(100_000),
        (year, km, older, more) => {
          if (!onlineEstimateAvailable({ year, km }, now)) {
            expect(onlineEstimateAvailable({ year: year - older, km: km + more }, now)).toBe(false);
          }
        },
      ),
    );
  });
});

describe("TradeInLead (§3)", () => {
  it("parses the spec's fields with source 'Website' and coerces feed values", () => {
    expect(
      TradeInLead.parse({
        rego: "ABC123",
        regoState: "QLD",
        car_id: 42,
        offer_price: "9500",
        lead_attributes: { visited_pages: ["/cars/x"], linked_query_params: { utm_source: "g" } },
      }),
    ).toMatchObject({
      rego: "ABC123",
      car_id: "42",
      offer_price: 9500,
      source: "Website",
      offer_accepted: false,
      form_completed: false,
    });
  });
});

describe("tradeInReducer (§4: valuation → adjustments → offer accepted)", () => {
  const start = startTradeIn({ rego: "ABC123", regoState: "QLD" });
  const valued: TradeInEvent = { type: "valued", lead_id: "t-1", offer_price: 10_000 };
  const adjusted: TradeInEvent = {
    type: "adjusted",
    adjustmentAnswers: { damage: "none" },
    offer_price: 9_500,
  };

  it("walks the happy path and marks the form completed on acceptance", () => {
    const a = tradeInReducer(start, valued);
    expect(a).toMatchObject({ step: "adjustments", lead: { lead_id: "t-1", offer_price: 10_000 } });
    const b = tradeInReducer(a, adjusted);
    expect(b).toMatchObject({
      step: "offer",
      lead: { adjustmentAnswers: { damage: "none" }, offer_price: 9_500 },
    });
    const c = tradeInReducer(b, { type: "offer-accepted" });
    expect(c).toMatchObject({
      step: "accepted",
      lead: { offer_accepted: true, form_completed: true },
    });
  });

  it("goes back a step without losing answers", () => {
    const offer = tradeInReducer(tradeInReducer(start, valued), adjusted);
    expect(tradeInReducer(offer, { type: "back" })).toEqual({
      step: "adjustments",
      lead: offer.lead,
    });
  });

  const eventArb: fc.Arbitrary<TradeInEvent> = fc.oneof(
    fc.constant(valued),
    fc.constant(adjusted),
    fc.constant<TradeInEvent>({ type: "offer-accepted" }),
    fc.constant<TradeInEvent>({ type: "back" }),
  );

  it("marks the form completed exactly when the offer is accepted, and never un-completes it", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), (events) => {
        let journey: TradeInJourney = start;
        for (const event of events) {
          const next = tradeInReducer(journey, event);
          if (journey.step === "accepted") expect(next).toBe(journey);
          expect(next.lead.form_completed).toBe(next.step === "accepted");
          expect(next.lead.offer_accepted).toBe(next.step === "accepted");
          journey = next;
        }
      }),
    );
  });
});

describe("offerToAccept (trade-in: only an offer the valuation made can be accepted)", () => {
  it.each([
    [{ offer_price: 18_500 }, 18_500],
    [{}, null],
    [{ offer_price: null }, null],
    [{ offer_price: 0 }, null],
    [{ offer_price: -1 }, null],
    [{ offer_price: "18500" }, null],
    [{ offer_price: Number.NaN }, null],
  ])("%o → %o", (data, offer) => {
    expect(offerToAccept(data)).toBe(offer);
  });

  it("answers a price only for a positive finite number, and then that number", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const offer = offerToAccept({ offer_price: value });
        if (offer === null) return;
        expect(offer).toBe(value);
        expect(Number.isFinite(offer) && offer > 0).toBe(true);
      }),
    );
  });
});
