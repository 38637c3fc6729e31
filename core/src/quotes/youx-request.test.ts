import { describe, expect, it } from "vitest";
import { needsYouxQuote, youxQuoteBody } from "./youx-request";

const car = { price: 24990, year: 2021, vin: "JTMABC12345678901", nvic: "0ABC21", youxQuote: null };

describe("§7 POST /api/youx/quote body", () => {
  it("GREAT, the price, 5 years, year, vin, nvic and an empty whoIsHelping", () => {
    expect(youxQuoteBody(car)).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 24990,
      loanTerm: 5,
      year: 2021,
      vin: "JTMABC12345678901",
      nvic: "0ABC21",
      whoIsHelping: "",
    });
  });

  it("leaves out what the car does not have", () => {
    expect(youxQuoteBody({ price: 9990, year: null, vin: " ", nvic: null })).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 9990,
      loanTerm: 5,
      whoIsHelping: "",
    });
  });

  it.each([0, 10, null, Number.NaN])("no body for a price of %s (no shown price)", (price) => {
    expect(youxQuoteBody({ ...car, price })).toBeNull();
  });
});

describe("§4 the youx quote is fetched once when absent", () => {
  it("needed when absent", () => {
    expect(needsYouxQuote(car)).toBe(true);
  });
  it("not needed when the car has one", () => {
    const quote = { weeklyRepaymentAmount: 120, comparisonRate: 8.2, advertisedRate: 6.3 };
    expect(needsYouxQuote({ ...car, youxQuote: quote })).toBe(false);
  });
  it("not needed without a price", () => {
    expect(needsYouxQuote({ ...car, price: 0 })).toBe(false);
  });
});
