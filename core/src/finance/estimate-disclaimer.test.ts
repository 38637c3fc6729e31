import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateDisclaimerText } from "./estimate-disclaimer";

const BMG =
  "Angle Auto Finance estimate based on a 5-year term, $30,000 secured loan, 6.29% p.a. rate and 8.19% p.a. comparison rate. Fees and charges apply.";

describe("estimateDisclaimerText", () => {
  it("keeps a disclaimer that quotes the estimate's own rates", () => {
    expect(
      estimateDisclaimerText(BMG, { termYears: 5, interestRate: 6.29, comparisonRate: 8.19 }),
    ).toBe(BMG);
  });

  it("replaces the sentence quoting other rates with the estimate's own, keeping the rest", () => {
    expect(
      estimateDisclaimerText(BMG, { termYears: 5, interestRate: 10, comparisonRate: 11.9 }),
    ).toBe(
      "Estimate based on a 5-year term at 10.00% p.a., comparison rate 11.90% p.a. Fees and charges apply.",
    );
  });

  it("replaces a sentence naming another term, though its rates agree", () => {
    expect(
      estimateDisclaimerText(BMG, { termYears: 7, interestRate: 6.29, comparisonRate: 8.19 }),
    ).toBe(
      "Estimate based on a 7-year term at 6.29% p.a., comparison rate 8.19% p.a. Fees and charges apply.",
    );
  });

  it("reads a loan term, not any number of years", () => {
    const figures = { termYears: 5, interestRate: 6.29, comparisonRate: 8.19 };
    const other = "Repayments at 6.29% p.a. over 7 years.";
    expect(estimateDisclaimerText(other, figures)).toBe(
      "Estimate based on a 5-year term at 6.29% p.a., comparison rate 8.19% p.a.",
    );
    const kept = "Terms up to 7 years available. Includes a 3 year warranty.";
    expect(estimateDisclaimerText(kept, figures)).toBe(kept);
  });

  it("names deposit and final payment when the lender gives them, and counts them as shown", () => {
    const text = "Example: 10.0% deposit and 30.0% final payment. 9.99% p.a. rate.";
    expect(
      estimateDisclaimerText(text, {
        termYears: 4,
        interestRate: 7.5,
        comparisonRate: 8.25,
        deposit: 10,
        balloon: 30,
      }),
    ).toBe(
      "Example: 10.0% deposit and 30.0% final payment. Estimate based on a 4-year term at 7.50% p.a., comparison rate 8.25% p.a., 10.0% deposit and 30.0% final payment.",
    );
  });

  it("every percentage left in the text is one the estimate shows", () => {
    const rate = fc.integer({ min: 1, max: 2000 }).map((n) => n / 100);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            rate.map((r) => `${r}% p.a. rate.`),
            fc.constant("Fees apply."),
          ),
          {
            maxLength: 5,
          },
        ),
        rate,
        rate,
        (sentences, interestRate, comparisonRate) => {
          const out = estimateDisclaimerText(sentences.join(" "), {
            termYears: 5,
            interestRate,
            comparisonRate,
          });
          const shown = [interestRate, comparisonRate].map((r) => r.toFixed(2));
          for (const m of out.matchAll(/(\d+(?:\.\d+)?)%/g))
            expect(shown).toContain(Number(m[1]).toFixed(2));
        },
      ),
      { numRuns: 200 },
    );
  });
});
