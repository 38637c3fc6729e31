import { describe, expect, it } from "vitest";
import { financeEstimate } from "./estimate";

const NOW = new Date("2026-11-23T00:44:00Z");
const finance = (provider: "angle" | "taurus") => ({
  provider,
  estimateExcluded: false,
  excludedDealershipIds: [],
});

describe("§9 finance estimate figures", () => {
  it("6.29% rate, 8.19% comparison rate, 10.0% deposit and 30.0% final payment; payments with 0 decimals", () => {
    const estimate = financeEstimate(
      {
        price: 30000,
        status: "in_stock",
        make: "Toyota",
        finance_lenders: {
          angle: {
            interestRate: 6.29,
            comparisonRate: 8.19,
            paymentWeek: 134.55,
            paymentMonth: 584.6,
            deposit: 10,
            balloon: 30,
            termYears: 5,
            disclaimer: "d".repeat(250),
          },
        },
      },
      finance("angle"),
      NOW,
    );
    expect(estimate).toMatchObject({
      visible: true,
      interestRateText: "6.29%",
      comparisonRateText: "8.19%",
      termYears: 5,
      weeklyPaymentText: "$135",
      weeklyPaymentSource: "lender",
      monthlyPaymentText: "$585",
      depositText: "10.0%",
      finalPaymentText: "30.0%",
      paymentText: "$135/wk",
      paymentQuoted: true,
    });
    expect(estimate.visible && estimate.disclaimer.short.length).toBe(200);
  });

  it.each([
    [3, "Enquire for Finance", false],
    [25, "Enquire for Finance", false],
    [25.4, "Enquire for Finance", false],
    [25.5, "$26/wk", true],
    [134.55, "$135/wk", true],
  ])(
    "§5 a weekly payment of 25 or less reads 'Enquire for Finance' (%d → %s)",
    (paymentWeek, text, quoted) => {
      const estimate = financeEstimate(
        {
          price: 30000,
          status: "in_stock",
          make: "Toyota",
          finance_lenders: { angle: { interestRate: 6.29, comparisonRate: 8.19, paymentWeek } },
        },
        finance("angle"),
        NOW,
      );
      expect(estimate).toMatchObject({ visible: true, paymentText: text, paymentQuoted: quoted });
    },
  );

  it("fills in a missing weekly payment with the §9 annuity: $30,000 over 5 years at 6.29% → $135", () => {
    const estimate = financeEstimate(
      {
        price: 30000,
        year: 2022,
        status: "in_stock",
        finance_lenders: { taurus: { interestRate: 6.29, comparisonRate: 8.19 } },
      },
      finance("taurus"),
      NOW,
    );
    expect(estimate).toMatchObject({
      visible: true,
      termYears: 5,
      weeklyPayment: 135,
      weeklyPaymentText: "$135",
      weeklyPaymentSource: "calculated",
      monthlyPaymentText: null,
    });
  });

  it("passes the hidden reason through", () => {
    expect(
      financeEstimate(
        { price: 30000, status: "sold", finance_lenders: null },
        finance("angle"),
        NOW,
      ),
    ).toEqual({ visible: false, provider: "angle", reason: "no-lender-data" });
  });
});
