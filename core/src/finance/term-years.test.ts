import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REPAYMENT_FREQUENCIES } from "./frequency";
import { calculateRepayment } from "./repayment";
import { termYearsProblem } from "./term-years";

const standard = { termMaxYears: 7, termIncrements: null };

describe("§5 term a repayment may use (issue 16 §3)", () => {
  it.each([
    [1, "weekly", null],
    [2.5, "weekly", null],
    [2.5, "monthly", null],
    [7, "weekly", null],
    [0.001, "weekly", "must be 1 to 7 years"],
    [0, "weekly", "must be 1 to 7 years"],
    [-1, "weekly", "must be 1 to 7 years"],
    [7.3, "weekly", "must be 1 to 7 years"],
    [7.5, "weekly", "must be 1 to 7 years"],
    [2.25, "weekly", "must be whole or half years"],
    [1.1, "monthly", "must be whole or half years"],
    [2.5, "yearly", "must be whole years for yearly repayments"],
    [Number.NaN, "weekly", "must be a number of years"],
    [Number.POSITIVE_INFINITY, "weekly", "must be a number of years"],
  ] as const)("%d years, %s: %s", (term, frequency, problem) => {
    expect(termYearsProblem(term, frequency, standard)).toBe(problem);
  });

  it("'max 5 on some sites'", () => {
    expect(termYearsProblem(6, "weekly", { termMaxYears: 5, termIncrements: null })).toBe(
      "must be 1 to 5 years",
    );
  });

  it("a site with custom increments takes only those", () => {
    const custom = { termMaxYears: 7, termIncrements: [1, 3, 5] };
    expect(termYearsProblem(3, "weekly", custom)).toBeNull();
    expect(termYearsProblem(2, "weekly", custom)).toBe("must be one of 1, 3, 5 years");
  });

  it("every accepted term gives a whole number of repayments (property)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -10, max: 60, noNaN: true }),
          fc.integer({ min: 0, max: 120 }).map((halves) => halves / 2),
        ),
        fc.constantFrom(...REPAYMENT_FREQUENCIES),
        fc.integer({ min: 1, max: 30 }),
        (term, frequency, termMaxYears) => {
          if (termYearsProblem(term, frequency, { termMaxYears, termIncrements: null })) return;
          expect(term).toBeGreaterThanOrEqual(1);
          expect(term).toBeLessThanOrEqual(termMaxYears);
          const { periods } = calculateRepayment({
            amount: 30000,
            interest: 7,
            termYears: term,
            frequency,
          });
          expect(Number.isInteger(periods)).toBe(true);
        },
      ),
    );
  });
});
