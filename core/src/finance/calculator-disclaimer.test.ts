import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rateArb, termArb } from "./arbitraries";
import { calculatorDisclaimerText } from "./calculator-disclaimer";

const BMG =
  "Angle Auto Finance estimate based on a 5-year term, $30,000 secured loan, 6.29% p.a. rate and 8.19% p.a. comparison rate. Fees and charges apply.";
const TOYOTA =
  "Toyota Finance estimate: 5-year term, $30,000 secured loan, 6.29% p.a. and 8.19% p.a. comparison rate, 10.0% deposit and 30.0% final payment. Terms, conditions, fees and charges apply.";
const QUOTED = { termYears: 5, interestRate: 10, comparisonRate: 11.9 };

describe("calculatorDisclaimerText", () => {
  it("states the calculator's own rate, not the site's example, when it opens on another", () => {
    // BMG's calculator opened on the car's 10% while its text quoted 6.29% and 8.19%.
    expect(calculatorDisclaimerText(BMG, { termYears: 5, interestRate: 10 }, QUOTED)).toBe(
      "Estimate based on a 5-year term at 10.00% p.a., comparison rate 11.90% p.a. Fees and charges apply.",
    );
  });

  it("drops the comparison rate once the shopper moves the rate or the term off the quoted one", () => {
    expect(calculatorDisclaimerText(BMG, { termYears: 5, interestRate: 8.5 }, QUOTED)).toBe(
      "Estimate based on a 5-year term at 8.50% p.a. Fees and charges apply.",
    );
    expect(calculatorDisclaimerText(BMG, { termYears: 7, interestRate: 10 }, QUOTED)).toBe(
      "Estimate based on a 7-year term at 10.00% p.a. Fees and charges apply.",
    );
  });

  it("without a quoted rate (the finance page) states no comparison rate", () => {
    expect(calculatorDisclaimerText(BMG, { termYears: 5, interestRate: 6.29 }, null)).toBe(
      "Estimate based on a 5-year term at 6.29% p.a. Fees and charges apply.",
    );
  });

  it("keeps a text that quotes the calculator's rate, term and comparison rate", () => {
    const quoted = { termYears: 5, interestRate: 6.29, comparisonRate: 8.19 };
    expect(calculatorDisclaimerText(BMG, { termYears: 5, interestRate: 6.29 }, quoted)).toBe(BMG);
  });

  it("replaces a deposit and final payment the calculator does not show", () => {
    const quoted = { termYears: 5, interestRate: 6.29, comparisonRate: 8.19 };
    expect(calculatorDisclaimerText(TOYOTA, { termYears: 5, interestRate: 6.29 }, quoted)).toBe(
      "Estimate based on a 5-year term at 6.29% p.a., comparison rate 8.19% p.a. Terms, conditions, fees and charges apply.",
    );
  });

  it("every percentage and term left in the text is the calculator's own", () => {
    const sentence = fc.oneof(
      rateArb.map((r) => `Example at ${r}% p.a. rate.`),
      termArb.map((t) => `Based on a ${t}-year term.`),
      fc.constant(BMG),
      fc.constant("Fees apply."),
    );
    fc.assert(
      fc.property(
        fc.array(sentence, { maxLength: 4 }),
        rateArb,
        termArb,
        fc.option(
          fc.record({ termYears: termArb, interestRate: rateArb, comparisonRate: rateArb }),
        ),
        (sentences, interestRate, termYears, quoted) => {
          const out = calculatorDisclaimerText(
            sentences.join(" "),
            { termYears, interestRate },
            quoted,
          );
          const comparison =
            quoted &&
            quoted.termYears === termYears &&
            quoted.interestRate.toFixed(2) === interestRate.toFixed(2)
              ? [quoted.comparisonRate.toFixed(2)]
              : [];
          for (const m of out.matchAll(/(\d+(?:\.\d+)?)%/g))
            expect([interestRate.toFixed(2), ...comparison]).toContain(Number(m[1]).toFixed(2));
          for (const m of out.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)[-\s]years?/g))
            expect(Number(m[1])).toBe(termYears);
        },
      ),
      { numRuns: 200 },
    );
  });
});
