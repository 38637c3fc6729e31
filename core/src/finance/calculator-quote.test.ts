import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { clampToSlider } from "./calculator-limits";
import { calculatorQuote, vehicleCalculatorOpening } from "./calculator-quote";
import { cardWeeklyRepayment } from "./card-repayment";
import { calculateRepayment } from "./repayment";

const site = defaultSiteConfig("default");
const finance = { ...site.finance, provider: "taurus" as const, establishmentFee: 395 };

describe("calculatorQuote", () => {
  it("is the lender's terms, deposit and balloon as dollars of the price", () => {
    const car = {
      price: 40000,
      finance_lenders: {
        taurus: {
          interestRate: 7.49,
          termYears: 7,
          establishmentFees: 250,
          deposit: 10,
          balloon: 30,
        },
      },
    };
    expect(calculatorQuote(car, finance)).toEqual({
      interestRate: 7.49,
      termYears: 7,
      fees: 250,
      deposit: 4000,
      residual: 12000,
    });
  });

  it("is a youx quote's advertised rate, or nothing without a quote", () => {
    expect(calculatorQuote({ price: 1, youxQuote: { advertisedRate: 6.29 } }, finance)).toEqual({
      interestRate: 6.29,
    });
    expect(calculatorQuote({ price: 20000 }, finance)).toBeNull();
  });

  it("property: a lender's weekly quote priced on its own terms is the calculator's opening figure", () => {
    fc.assert(
      fc.property(
        // Within the site's loan and interest limits (past them the calculator says so itself).
        fc.integer({ min: finance.loanMin, max: Math.min(finance.loanMax, 99_000) }),
        fc
          .integer({ min: finance.interestMin * 100, max: finance.interestMax * 100 })
          .map((bp) => bp / 100),
        fc.constantFrom(1, 2, 3, 4, 5),
        fc.constantFrom(0, 250, 395),
        (price, rate, termYears, fees) => {
          const weekly = calculateRepayment({
            amount: price,
            interest: rate,
            termYears,
            fees,
            frequency: "weekly",
          }).payment;
          const car = {
            price,
            finance_lenders: {
              taurus: {
                interestRate: rate,
                termYears,
                establishmentFees: fees,
                paymentWeek: weekly,
              },
            },
          };
          expect(cardWeeklyRepayment(car, finance)?.amount).toBe(weekly);
          const { initial, limits } = vehicleCalculatorOpening(car, finance);
          const opened = calculateRepayment({
            amount: clampToSlider(initial.amount, limits.loan),
            interest: clampToSlider(initial.interest, limits.interest),
            termYears: initial.termYears,
            deposit: initial.deposit,
            residual: initial.residual,
            fees: initial.fees,
            frequency: "weekly",
          });
          expect(opened.payment).toBe(weekly);
        },
      ),
      { numRuns: 200 },
    );
  });
});
