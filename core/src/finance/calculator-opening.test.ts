import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { financeCalculatorDefaults } from "./calculator-defaults";
import { clampToSlider, financeCalculatorLimits } from "./calculator-limits";
import { calculatorOpening } from "./calculator-opening";
import { calculateRepayment } from "./repayment";

const finance = defaultSiteConfig("default").finance;
const defaults = financeCalculatorDefaults(finance, { price: 30000 });
const limits = financeCalculatorLimits(finance, 30000);

/** Rates quoted to 2 decimals, inside and outside the provider's limits. */
const quotedRateArb = fc.integer({ min: 0, max: 2500 }).map((cents) => cents / 100);

describe("calculatorOpening (issue 15 §2: the calculator opens on the rate the page quotes)", () => {
  it("opens on 6.29% with a step that holds it", () => {
    const opening = calculatorOpening(defaults, limits, 6.29);
    expect(opening.initial.interest).toBe(6.29);
    expect(clampToSlider(opening.initial.interest, opening.limits.interest)).toBe(6.29);
  });

  it("opens on a price off the $500 grid with a step that holds it ($18,990, not $19,000)", () => {
    const opening = calculatorOpening({ ...defaults, amount: 18990 }, limits, null);
    expect(opening.limits.loan.step).toBe(10);
    expect(clampToSlider(18990, opening.limits.loan)).toBe(18990);
    expect(calculatorOpening({ ...defaults, amount: 6900 }, limits, null).limits.loan.step).toBe(
      100,
    );
  });

  it("property: the loan slider holds the car's price, clamped to the loan limits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300_000 }), (price) => {
        const opening = calculatorOpening({ ...defaults, amount: price }, limits, null);
        const { min, max } = limits.loan;
        expect(opening.limits.loan.step).toBeLessThanOrEqual(limits.loan.step);
        expect(clampToSlider(price, opening.limits.loan)).toBe(Math.min(max, Math.max(min, price)));
      }),
      { numRuns: 200 },
    );
  });

  it("keeps the site's defaults and the 0.5 step without a quoted rate, or on the grid", () => {
    expect(calculatorOpening(defaults, limits, null)).toEqual({ initial: defaults, limits });
    const onGrid = calculatorOpening(defaults, limits, 7.5);
    expect(onGrid.initial.interest).toBe(7.5);
    expect(onGrid.limits).toEqual(limits);
  });

  it("property: the slider holds the quoted rate, clamped to the provider's limits", () => {
    fc.assert(
      fc.property(quotedRateArb, (rate) => {
        const opening = calculatorOpening(defaults, limits, rate);
        const { min, max } = limits.interest;
        const expected = Math.min(max, Math.max(min, rate));
        expect(opening.initial.interest).toBe(expected);
        expect(opening.limits.interest.min).toBe(min);
        expect(opening.limits.interest.max).toBe(max);
        expect(clampToSlider(opening.initial.interest, opening.limits.interest)).toBeCloseTo(
          expected,
          10,
        );
      }),
    );
  });

  it("property: the total the calculator prints is its repayment × periods + fees", () => {
    fc.assert(
      fc.property(quotedRateArb, (rate) => {
        const { initial } = calculatorOpening(defaults, limits, rate);
        const r = calculateRepayment({
          amount: initial.amount,
          interest: initial.interest,
          termYears: initial.termYears,
          fees: initial.fees,
          frequency: initial.frequency,
        });
        if (r.totalRepayments !== null) {
          expect(r.totalRepayments).toBeCloseTo(r.payment * r.periods + initial.fees, 6);
        }
      }),
    );
  });

  it("holds a fixed rate off the grid: 12.94% stays 12.94%, not the slider's 12.95%", () => {
    const fixed = financeCalculatorLimits(
      { ...finance, interestMin: 9.95, interestMax: 20, interestDisabled: true },
      30000,
    );
    const opening = calculatorOpening({ ...defaults, interest: 12.94 }, fixed, null);
    expect(opening.initial.interest).toBe(12.94);
    expect(opening.limits.interest.disabled).toBe(true);
    expect(clampToSlider(opening.initial.interest, opening.limits.interest)).toBe(12.94);
  });

  it("opens on a quote's term, fees, deposit and final payment", () => {
    const opening = calculatorOpening(defaults, limits, {
      interestRate: 8.19,
      termYears: 3,
      fees: 0,
      deposit: 3000,
      residual: 1234,
    });
    expect(opening.initial).toMatchObject({
      interest: 8.19,
      termYears: 3,
      fees: 0,
      deposit: 3000,
      residual: 1234,
    });
    expect(clampToSlider(1234, opening.limits.residual)).toBe(1234);
    // A term the slider cannot hold stays the site's.
    const odd = calculatorOpening(defaults, limits, { interestRate: 8.19, termYears: 4.3 });
    expect(odd.initial.termYears).toBe(defaults.termYears);
  });
});
