import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountArb,
  frequencyArb,
  moneyComponentArb,
  rateArb,
  repaymentInputArb,
  termArb,
} from "./arbitraries";
import { PERIODS_PER_YEAR } from "./frequency";
import { calculateRepayment, ENQUIRE_FOR_FINANCE, exactAnnuityPayment } from "./repayment";

/** A naive floating-point annuity, written independently as the oracle. */
function floatAnnuity(
  loan: number,
  ratePct: number,
  periodsPerYear: number,
  years: number,
  residual: number,
) {
  const r = ratePct / 100 / periodsPerYear;
  const n = years * periodsPerYear;
  if (r === 0) return Math.max(0, (loan - residual) / n);
  const pv = (1 - (1 + r) ** -n) / r;
  return Math.max(0, (loan - residual * (1 + r) ** -n) / pv);
}

describe("§9 finance repayment: examples", () => {
  it("$30,000 secured over 5 years at 6.29% weekly → $135/wk*, total $35,100 (§9 estimate text)", () => {
    expect(calculateRepayment({ amount: 30000, interest: 6.29, termYears: 5 })).toEqual({
      frequency: "weekly",
      periodsPerYear: 52,
      periods: 260,
      loan: 30000,
      exactPayment: expect.closeTo(134.55, 2),
      payment: 135,
      totalRepayments: 35100,
      display: "$135/wk*",
      label: "/wk*",
    });
  });

  it.each([
    ["weekly", 52, 260, "/wk*"],
    ["fortnightly", 26, 130, "/fn*"],
    ["monthly", 12, 60, "/mo*"],
    ["yearly", 1, 5, "/yr*"],
  ] as const)("%s: %i periods a year, n = %i, label %s", (frequency, ppy, n, label) => {
    const r = calculateRepayment({ amount: 30000, interest: 10, termYears: 5, frequency });
    expect(r.periodsPerYear).toBe(ppy);
    expect(r.periods).toBe(n);
    expect(r.display.endsWith(label)).toBe(true);
    expect(r.payment).toBe(Math.ceil(floatAnnuity(30000, 10, ppy, 5, 0)));
  });

  it("loan = amount − deposit − trade-in + establishment fees", () => {
    const r = calculateRepayment({
      amount: 30000,
      deposit: 3000,
      tradeIn: 2000,
      fees: 1300,
      interest: 10,
      termYears: 5,
      frequency: "monthly",
    });
    expect(r.loan).toBe(26300);
    expect(r.payment).toBe(Math.ceil(floatAnnuity(26300, 10, 12, 5, 0)));
    expect(r.totalRepayments).toBe(60 * r.payment + 1300);
  });

  it("a $9,000 balloon (30% of $30,000) is owed at the end and lowers the payment", () => {
    const withBalloon = calculateRepayment({
      amount: 30000,
      interest: 6.29,
      termYears: 5,
      residual: 9000,
    });
    expect(withBalloon.payment).toBe(Math.ceil(floatAnnuity(30000, 6.29, 52, 5, 9000)));
    expect(withBalloon.payment).toBeLessThan(135);
  });

  it("zero rate: loan / n, rounded up", () => {
    expect(calculateRepayment({ amount: 10000, interest: 0, termYears: 1 }).payment).toBe(193);
    expect(calculateRepayment({ amount: 5200, interest: 0, termYears: 1 }).payment).toBe(100);
  });

  it("the round-down lender variant", () => {
    const r = calculateRepayment({ amount: 30000, interest: 6.29, termYears: 5, rounding: "down" });
    expect(r.payment).toBe(134);
    expect(r.display).toBe("$134/wk*");
  });

  it.each([
    [1300, 0, 25, ENQUIRE_FOR_FINANCE, null],
    [1352, 0, 26, "$26/wk*", 1352],
    [0, 0, 0, ENQUIRE_FOR_FINANCE, null],
  ])(
    "amount %i at 0%% over 1 year → payment %i: '%s', total %j (payment ≤ 25 is not quoted)",
    (amount, interest, payment, display, total) => {
      const r = calculateRepayment({ amount, interest, termYears: 1 });
      expect(r.payment).toBe(payment);
      expect(r.display).toBe(display);
      expect(r.totalRepayments).toBe(total);
    },
  );

  it("a deposit above the amount finances nothing", () => {
    const r = calculateRepayment({ amount: 10000, deposit: 15000, interest: 10, termYears: 5 });
    expect(r.loan).toBe(0);
    expect(r.payment).toBe(0);
    expect(r.display).toBe(ENQUIRE_FOR_FINANCE);
  });

  it("exactAnnuityPayment is the unrounded annuity as a plain number", () => {
    expect(exactAnnuityPayment(30000, 0.0629 / 52, 260)).toBeCloseTo(134.5475416, 6);
    expect(exactAnnuityPayment(12000, 0, 12, 2400)).toBe(800);
    expect(exactAnnuityPayment(1000, 0.01, 12, 5000)).toBe(0);
  });

  it("rejects a term that is not positive (a programmer error; shells validate first)", () => {
    expect(() => calculateRepayment({ amount: 1000, interest: 5, termYears: 0 })).toThrow(
      RangeError,
    );
    expect(() => exactAnnuityPayment(1000, 0.01, 0)).toThrow(RangeError);
  });
});

describe("§9 finance repayment: properties", () => {
  it("is non-decreasing in the amount", () => {
    fc.assert(
      fc.property(
        amountArb,
        amountArb,
        rateArb,
        termArb,
        frequencyArb,
        (a, b, interest, termYears, frequency) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const low = calculateRepayment({ amount: lo, interest, termYears, frequency });
          const high = calculateRepayment({ amount: hi, interest, termYears, frequency });
          expect(high.payment).toBeGreaterThanOrEqual(low.payment);
        },
      ),
    );
  });

  it("is non-decreasing in the rate (residual never above the loan)", () => {
    fc.assert(
      fc.property(repaymentInputArb, rateArb, (input, other) => {
        const [lo, hi] =
          input.interest <= other ? [input.interest, other] : [other, input.interest];
        const low = calculateRepayment({ ...input, interest: lo });
        const high = calculateRepayment({ ...input, interest: hi });
        expect(high.payment).toBeGreaterThanOrEqual(low.payment);
      }),
    );
  });

  it("zero rate equals loan / n rounded up", () => {
    fc.assert(
      fc.property(repaymentInputArb, (input) => {
        const r = calculateRepayment({ ...input, interest: 0, residual: 0 });
        const loan = Math.max(0, input.amount - input.deposit - input.tradeIn + input.fees);
        const n = input.termYears * PERIODS_PER_YEAR[input.frequency];
        expect(r.loan).toBeCloseTo(loan, 6);
        // Loans carry at most cents and n ≤ 364, so a non-whole quotient is ≥ 1/36400 above a dollar.
        expect(r.payment).toBe(Math.max(0, Math.ceil(loan / n - 1e-9)));
      }),
    );
  });

  it("a residual never raises the payment", () => {
    fc.assert(
      fc.property(repaymentInputArb, (input) => {
        const without = calculateRepayment({ ...input, residual: 0 });
        const withResidual = calculateRepayment(input);
        expect(withResidual.payment).toBeLessThanOrEqual(without.payment);
        expect(withResidual.exactPayment).toBeLessThanOrEqual(without.exactPayment);
      }),
    );
  });

  it("a positive residual strictly lowers the exact payment on a positive loan", () => {
    fc.assert(
      fc.property(repaymentInputArb, fc.integer({ min: 1, max: 10_000 }), (input, residual) => {
        fc.pre(input.amount - input.deposit - input.tradeIn + input.fees > residual);
        const without = calculateRepayment({ ...input, residual: 0 });
        const withResidual = calculateRepayment({ ...input, residual });
        expect(withResidual.exactPayment).toBeLessThan(without.exactPayment);
      }),
    );
  });

  it("rounding up is never below the exact annuity and less than exact + 1", () => {
    fc.assert(
      fc.property(repaymentInputArb, (input) => {
        const r = calculateRepayment(input);
        const oracle = floatAnnuity(
          r.loan,
          input.interest,
          r.periodsPerYear,
          input.termYears,
          input.residual,
        );
        const tolerance = 1e-6 * Math.max(1, oracle);
        expect(Number.isInteger(r.payment)).toBe(true);
        expect(r.payment).toBeGreaterThanOrEqual(oracle - tolerance);
        expect(r.payment).toBeLessThan(oracle + 1 + tolerance);
        expect(r.payment).toBeGreaterThanOrEqual(r.exactPayment);
      }),
    );
  });

  it("rounding down is never above the exact annuity and more than exact − 1", () => {
    fc.assert(
      fc.property(repaymentInputArb, (input) => {
        const r = calculateRepayment({ ...input, rounding: "down" });
        expect(r.payment).toBeLessThanOrEqual(r.exactPayment);
        expect(r.payment).toBeGreaterThan(r.exactPayment - 1);
      }),
    );
  });

  it("total identity: periods a year × term × payment + fees, blank when payment ≤ 25", () => {
    fc.assert(
      fc.property(repaymentInputArb, moneyComponentArb, (input, fees) => {
        const r = calculateRepayment({ ...input, fees });
        if (r.payment <= 25) {
          expect(r.totalRepayments).toBeNull();
          expect(r.display).toBe("Enquire for Finance");
        } else {
          const expected = r.periodsPerYear * input.termYears * r.payment + fees;
          expect(r.totalRepayments).toBeCloseTo(expected, 6);
          expect(r.display).toMatch(/^\$\d{1,3}(,\d{3})*\/(wk|fn|mo|yr)\*$/);
        }
      }),
    );
  });
});
