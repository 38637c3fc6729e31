import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig, type FinanceSettings } from "../schemas/site-config";
import {
  clampToSlider,
  financeCalculatorLimits,
  normalisePurchasePrice,
  purchasePriceError,
  termYearsFromSlider,
} from "./calculator-limits";

const defaults = defaultSiteConfig("default").finance;
const withFinance = (over: Partial<FinanceSettings>): FinanceSettings => ({ ...defaults, ...over });

describe("§5 finance calculator limits", () => {
  it("default site: loan 1000–100000 step 500, term 1–7 step 0.5, interest 0.5–15 step 0.5, money 0–250000", () => {
    const limits = financeCalculatorLimits(defaults, 30000);
    expect(limits.loan).toEqual({ min: 1000, max: 100000, step: 500 });
    expect(limits.term).toEqual({ min: 1, max: 7, step: 0.5, increments: null });
    expect(limits.interest).toEqual({ min: 0.5, max: 15, step: 0.5, disabled: false });
    for (const money of [limits.deposit, limits.tradeIn, limits.residual]) {
      expect(money.min).toBe(0);
      expect(money.max).toBe(250000);
    }
    expect(limits.purchasePrice.max).toBe(250000);
    expect(limits.purchasePrice.helpText).toBe("Cannot be less than $1,000 or more than $250,000");
  });

  it("loan min 5000 variant", () => {
    const limits = financeCalculatorLimits(withFinance({ loanMin: 5000 }));
    expect(limits.loan.min).toBe(5000);
    expect(limits.purchasePrice.helpText).toBe("Cannot be less than $5,000 or more than $250,000");
  });

  it.each([
    [150000, 157500],
    [100000, 100000],
    [80000, 100000],
    [null, 100000],
  ])("1.05 × price sites: price %j → loan max %j", (price, max) => {
    const limits = financeCalculatorLimits(withFinance({ loanMaxPriceFactor: 1.05 }), price);
    expect(limits.loan.max).toBe(max);
  });

  it("term max 5 on some sites; a custom increment list makes the term an index", () => {
    expect(financeCalculatorLimits(withFinance({ termMaxYears: 5 })).term.max).toBe(5);
    const limits = financeCalculatorLimits(withFinance({ termIncrements: [1, 2, 3, 5, 7] }));
    expect(limits.term).toEqual({ min: 0, max: 4, step: 1, increments: [1, 2, 3, 5, 7] });
    expect(termYearsFromSlider(3, limits)).toBe(5);
    expect(termYearsFromSlider(99, limits)).toBe(7);
    expect(termYearsFromSlider(-1, limits)).toBe(1);
  });

  it("interest limits by provider or site, and the disabled switch", () => {
    const limits = financeCalculatorLimits(
      withFinance({ interestMin: 9.95, interestMax: 19.95, interestDisabled: true }),
    );
    expect(limits.interest).toEqual({ min: 9.95, max: 19.95, step: 0.5, disabled: true });
  });

  it.each([
    [-5, 0],
    [0, 0],
    [Number.NaN, 0],
    [25000, 25000],
  ])("purchase price %j becomes %j (zero or less becomes 0)", (value, expected) => {
    expect(normalisePurchasePrice(value)).toBe(expected);
  });

  it.each([
    [500, "Cannot be less than $1,000 or more than $250,000"],
    [250001, "Cannot be less than $1,000 or more than $250,000"],
    [1000, null],
    [250000, null],
  ])("purchase price %j → help %j", (value, message) => {
    expect(purchasePriceError(value, financeCalculatorLimits(defaults))).toBe(message);
  });

  it("clampToSlider stays inside the slider and on its steps", () => {
    const sliderArb = fc
      .record({
        min: fc.integer({ min: 0, max: 10_000 }),
        span: fc.integer({ min: 1, max: 300 }),
        step: fc.constantFrom(0.5, 1, 500),
      })
      .map(({ min, span, step }) => ({ min, max: min + span * step, step }));
    fc.assert(
      fc.property(sliderArb, fc.double({ min: -1e6, max: 1e6, noNaN: true }), (slider, value) => {
        const v = clampToSlider(value, slider);
        expect(v).toBeGreaterThanOrEqual(slider.min);
        expect(v).toBeLessThanOrEqual(slider.max);
        expect(Number.isInteger((v - slider.min) / slider.step)).toBe(true);
      }),
    );
  });
});
