import { describe, expect, it } from "vitest";
import { tradeInLeadFields, valuationBase, withTradeInRecord } from "./trade-in-record";

const stored = {
  rego: "XYZ789",
  vehicle: { year: 2022, make: "Isuzu", model: "MU-X", km: 44_492 },
  estimate: { base: 40_000, estimate_low: 21_400, estimate_high: 40_000 },
  adjustmentAnswers: {
    condition: "Good",
    accident_damage: "No",
    finance_owing: "Yes",
    service_history: "Full",
    photos_count: 4,
  },
  offer_price: 37_600,
};

describe("valuationBase", () => {
  it.each([
    [stored, 40_000],
    [{ valuation: { base: 12_000 } }, null], // the column a page saves never sets the base
    [{ estimate: null }, null],
    [{ estimate: { base: -5 } }, null],
    [{}, null],
  ])("%o → %o", (data, base) => {
    expect(valuationBase(data)).toBe(base);
  });
});

describe("tradeInLeadFields (the lead carries what the server recorded)", () => {
  it("maps the vehicle, estimate, offer and every answer to the lead's fields", () => {
    expect(tradeInLeadFields(stored)).toEqual({
      trade_year: 2022,
      trade_make: "Isuzu",
      trade_model: "MU-X",
      trade_km: 44_492,
      estimate_low: 21_400,
      estimate_high: 40_000,
      offer_price: 37_600,
      condition: "Good",
      accident_damage: "No",
      finance_owing: "Yes",
      service_history: "Full",
      photos_count: 4,
    });
  });

  it("leaves out what the record does not hold", () => {
    expect(
      tradeInLeadFields({ offer_price: null, estimate: null, adjustmentAnswers: "x" }),
    ).toEqual({});
  });
});

describe("withTradeInRecord", () => {
  it("replaces an offer and answers the page claims with the record's", () => {
    expect(
      withTradeInRecord(
        { name: "Sam", offer_price: 99_999, condition: "Excellent", estimate_high: 1e6 },
        { offer_price: 9_000 },
      ),
    ).toEqual({ name: "Sam", offer_price: 9_000 });
  });
});
