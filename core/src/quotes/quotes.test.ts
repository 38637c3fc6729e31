import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { YouxQuoteRequest } from "../schemas/finance";
import { defaultSiteConfig } from "../schemas/site-config";
import { comparisonRatePercent } from "./comparison-rate";
import { youxStyleQuote } from "./youx-quote";

const finance = defaultSiteConfig("x").finance;
const request = (purchasePrice: number, loanTerm?: number) =>
  YouxQuoteRequest.parse({ purchasePrice, ...(loanTerm ? { loanTerm } : {}) });

describe("comparisonRatePercent", () => {
  it("equals the interest rate when there are no fees", () => {
    // $30,000 over 5 years weekly at 6.29%: the payment without fees.
    const periods = 260;
    const r = 0.0629 / 52;
    const payment = (30_000 * r) / (1 - (1 + r) ** -periods);
    expect(comparisonRatePercent({ principal: 30_000, payment, periods, periodsPerYear: 52 })).toBe(
      6.29,
    );
  });

  it("is above the rate when fees are financed", () => {
    const periods = 60;
    const r = 0.0629 / 12;
    const payment = (31_300 * r) / (1 - (1 + r) ** -periods);
    const rate = comparisonRatePercent({ principal: 30_000, payment, periods, periodsPerYear: 12 });
    expect(rate).toBeGreaterThan(7.9);
    expect(rate).toBeLessThan(8.1);
  });

  it("0 for a payment that does not even repay the principal", () => {
    expect(
      comparisonRatePercent({ principal: 30_000, payment: 10, periods: 260, periodsPerYear: 52 }),
    ).toBe(0);
    expect(
      comparisonRatePercent({ principal: 0, payment: 10, periods: 260, periodsPerYear: 52 }),
    ).toBe(0);
  });
});

describe("youxStyleQuote (§7 POST /api/youx/quote)", () => {
  it("default settings: 10% over 5 years, no fees → comparison equals advertised", () => {
    expect(youxStyleQuote(request(30_000), finance)).toEqual({
      weeklyRepaymentAmount: 147,
      comparisonRate: 10,
      advertisedRate: 10,
    });
  });

  it("the establishment fee raises the repayment and the comparison rate", () => {
    const quote = youxStyleQuote(request(30_000), {
      ...finance,
      defaultInterest: 6.29,
      establishmentFee: 1300,
    });
    expect(quote?.advertisedRate).toBe(6.29);
    // $31,300 financed at 6.29% over 260 weeks: 140.4… rounded up.
    expect(quote?.weeklyRepaymentAmount).toBe(141);
    expect(quote?.comparisonRate).toBeGreaterThan(8);
  });

  it("fixed fees use their establishment fee; rounding down on the lender variant", () => {
    const withFixed = youxStyleQuote(request(30_000), {
      ...finance,
      fixedFees: {
        establishment: 395,
        securityRegistration: 6,
        monthlyAccountAdmin: 8,
        dealerAgency: 912.25,
      },
    });
    const base = youxStyleQuote(request(30_000), finance);
    expect(withFixed?.weeklyRepaymentAmount).toBeGreaterThan(base?.weeklyRepaymentAmount ?? 0);
    const down = youxStyleQuote(request(30_000), { ...finance, roundDown: true });
    expect(down?.weeklyRepaymentAmount).toBe((base?.weeklyRepaymentAmount ?? 0) - 1);
  });

  it("the rate is held inside the slider limits and the term inside the site maximum", () => {
    expect(
      youxStyleQuote(request(30_000), { ...finance, defaultInterest: 25 })?.advertisedRate,
    ).toBe(15);
    expect(
      youxStyleQuote(request(30_000), { ...finance, defaultInterest: 0.1 })?.advertisedRate,
    ).toBe(0.5);
    const long = youxStyleQuote(request(30_000, 9), { ...finance, termMaxYears: 5 });
    expect(long).toEqual(youxStyleQuote(request(30_000, 5), finance));
  });

  it("null when the repayment is 25 or less ('Enquire for Finance')", () => {
    expect(youxStyleQuote(request(1_000), finance)).toBeNull();
  });

  it("property: the comparison rate is never below the advertised rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 250_000 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 3000 }),
        (price, term, fee) => {
          const q = youxStyleQuote(request(price, term), {
            ...finance,
            termMaxYears: 7,
            establishmentFee: fee,
          });
          expect(q).not.toBeNull();
          expect(q?.comparisonRate ?? 0).toBeGreaterThanOrEqual((q?.advertisedRate ?? 0) - 0.01);
        },
      ),
      { numRuns: 60 },
    );
  });
});
