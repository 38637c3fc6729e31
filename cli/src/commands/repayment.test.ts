import { describe, expect, it } from "vitest";
import { runRepayment } from "./repayment";

describe("forecourt repayment", () => {
  it("$30,000 at 6.29% over 5 years weekly → $135/wk*, total $35,100", () => {
    const { data, text } = runRepayment({ amount: "30000", rate: "6.29", term: "5" });
    expect(data).toMatchObject({
      payment: 135,
      totalRepayments: 35100,
      display: "$135/wk*",
      frequency: "weekly",
      loan: 30000,
      periods: 260,
    });
    expect(text).toBe("$135/wk* (total repayments $35,100; loan $30,000 over 260 weekly payments)");
  });

  it("takes deposit, trade-in, fees, residual and frequency", () => {
    const { data } = runRepayment({
      amount: "$45,000",
      rate: "9.95",
      term: "4.5",
      frequency: "monthly",
      deposit: "5000",
      tradeIn: "3000",
      fees: "1300",
      residual: "10000",
    });
    expect(data.loan).toBe(38300);
    expect(data.periods).toBe(54);
    expect(data.display).toMatch(/^\$\d{1,3}(,\d{3})*\/mo\*$/);
    expect(data.totalRepayments).toBe(54 * data.payment + 1300);
  });

  it("a payment of 25 or less: 'Enquire for Finance' and a null total", () => {
    const { data } = runRepayment({ amount: "1000", rate: "6", term: "5" });
    expect(data.payment).toBe(5);
    expect(data.totalRepayments).toBeNull();
    expect(data.display).toBe("Enquire for Finance");
  });

  it.each([
    [{ rate: "6", term: "5" }, "--amount: is required"],
    [
      { amount: "abc", rate: "6", term: "5" },
      '--amount: must be a decimal number such as 30000 or 6.29, got "abc"',
    ],
    // issue 16 §3: "" was read as 0 and 0x10 as 16.
    [{ amount: "", rate: "6", term: "5" }, "--amount: must not be empty"],
    [
      { amount: "0x10", rate: "6", term: "5" },
      '--amount: must be a decimal number such as 30000 or 6.29, got "0x10"',
    ],
    [
      { amount: "1e5", rate: "6", term: "5" },
      '--amount: must be a decimal number such as 30000 or 6.29, got "1e5"',
    ],
    [
      { amount: "1000", rate: "Infinity", term: "5" },
      '--rate: must be a decimal number such as 30000 or 6.29, got "Infinity"',
    ],
    [{ amount: "1000", rate: "6", term: "0.001" }, '--term: must be 1 to 7 years, got "0.001"'],
    [{ amount: "1000", rate: "6", term: "7.3" }, '--term: must be 1 to 7 years, got "7.3"'],
    [
      { amount: "1000", rate: "6", term: "2.25" },
      '--term: must be whole or half years, got "2.25"',
    ],
    [
      { amount: "1000", rate: "6", term: "2.5", frequency: "yearly" },
      '--term: must be whole years for yearly repayments, got "2.5"',
    ],
    [{ amount: "1000", rate: "6", term: " " }, "--term: must not be empty"],
    [{ amount: "-1", rate: "6", term: "5" }, "--amount: must be 0 or more"],
    [{ amount: "1000", term: "5" }, "--rate: is required"],
    [{ amount: "1000", rate: "101", term: "5" }, "--rate: must be 100 or less"],
    [{ amount: "1000", rate: "6", term: "0" }, '--term: must be 1 to 7 years, got "0"'],
    [
      { amount: "1000", rate: "6", term: "5", frequency: "daily" },
      "--frequency: must be one of weekly, fortnightly, monthly, yearly",
    ],
    [{ amount: "1000", rate: "6", term: "5", tradeIn: "-5" }, "--trade-in: must be 0 or more"],
    [
      { amount: "1000", rate: "6", term: "5", residual: "x" },
      '--residual: must be a decimal number such as 30000 or 6.29, got "x"',
    ],
  ])("%j → %s", (flags, message) => {
    expect(() => runRepayment(flags)).toThrow(message);
  });

  it("a site's term limits apply: 'max 5 on some sites', or its custom increments", () => {
    const flags = { amount: "30000", rate: "7", term: "6" };
    expect(() => runRepayment(flags, { termMaxYears: 5, termIncrements: null })).toThrow(
      '--term: must be 1 to 5 years, got "6"',
    );
    expect(() => runRepayment(flags, { termMaxYears: 7, termIncrements: [1, 3, 5] })).toThrow(
      '--term: must be one of 1, 3, 5 years, got "6"',
    );
    expect(runRepayment(flags).data.periods).toBe(312);
  });
});
