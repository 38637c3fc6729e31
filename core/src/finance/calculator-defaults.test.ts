import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { financeCalculatorDefaults } from "./calculator-defaults";
import { DEALER_FIXED_FEES } from "./fixed-fees";

const finance = defaultSiteConfig("default").finance;

describe("§9 finance calculator defaults", () => {
  it("default config: amount 30000, 5 years, interest 10, weekly, establishment fee 0", () => {
    expect(financeCalculatorDefaults(finance, { price: 45990 })).toEqual({
      amount: 30000,
      termYears: 5,
      interest: 10,
      frequency: "weekly",
      deposit: 0,
      tradeIn: 0,
      residual: 0,
      fees: 0,
    });
  });

  it("the car price on the one site that asks for it, 30000 when the car has none", () => {
    const site = { ...finance, amountFromCarPrice: true };
    expect(financeCalculatorDefaults(site, { price: 45990 }).amount).toBe(45990);
    expect(financeCalculatorDefaults(site, { price: 0 }).amount).toBe(30000);
    expect(financeCalculatorDefaults(site, { price: null }).amount).toBe(30000);
    expect(financeCalculatorDefaults(site).amount).toBe(30000);
  });

  it("term 6 years, monthly, a lender establishment fee of 1300", () => {
    const site = {
      ...finance,
      defaultTermYears: 6,
      defaultFrequency: "monthly" as const,
      establishmentFee: 1300,
    };
    const d = financeCalculatorDefaults(site);
    expect([d.termYears, d.frequency, d.fees]).toEqual([6, "monthly", 1300]);
  });

  it("the fixed-fees dealer variant finances its $395 establishment fee", () => {
    expect(financeCalculatorDefaults({ ...finance, fixedFees: DEALER_FIXED_FEES }).fees).toBe(395);
  });
});
