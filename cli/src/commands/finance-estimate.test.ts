import { defaultSiteConfig, type SiteConfig } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { runFinanceEstimate } from "./finance-estimate";

const NOW = new Date("2026-11-23T00:00:00Z");
const base = defaultSiteConfig("default");
const withProvider = (provider: SiteConfig["finance"]["provider"]): SiteConfig => ({
  ...base,
  finance: { ...base.finance, provider },
});
const car = {
  id: "9",
  price: 30000,
  status: "in_stock",
  make: "Toyota",
  year: 2022,
  car_type: "used",
  finance_lenders: {
    angle: {
      interestRate: "6.29",
      comparisonRate: "8.19",
      paymentWeek: 135,
      deposit: 10,
      balloon: 30,
    },
  },
};

describe("forecourt finance-estimate", () => {
  it("visible for an Angle car: figures, calculator and finance link", () => {
    const { data, text } = runFinanceEstimate(car, withProvider("angle"), NOW);
    expect(data).toMatchObject({
      visible: true,
      reason: null,
      provider: "angle",
      interestRateText: "6.29%",
      comparisonRateText: "8.19%",
      weeklyPaymentText: "$135",
      depositText: "10.0%",
      finalPaymentText: "30.0%",
      calculatorVisible: true,
      financeLink: "/finance?vehiclePriceBudget=30000&car_id=9&car_type=used#finance-form",
    });
    expect(text).toBe(
      "Finance estimate (angle): $135/wk, 6.29% rate, 8.19% comparison rate, 5-year term",
    );
  });

  it("a weekly payment of 25 or less reads 'Enquire for Finance', not '$3/wk' (§5)", () => {
    const cheap = {
      ...car,
      finance_lenders: { angle: { ...car.finance_lenders.angle, paymentWeek: 3 } },
    };
    const { data, text } = runFinanceEstimate(cheap, withProvider("angle"), NOW);
    expect(data).toMatchObject({ paymentText: "Enquire for Finance", paymentQuoted: false });
    expect(text).toBe(
      "Finance estimate (angle): Enquire for Finance, 6.29% rate, 8.19% comparison rate, 5-year term",
    );
  });

  it.each([
    [{ ...car, make: "Suzuki" }, "angle", "suzuki"],
    [{ ...car, status: "sold" }, "angle", "unavailable"],
    [car, null, "no-provider"],
    [car, "nissan_finance", "no-lender-data"],
  ] as const)("hidden: %j with %s → %s", (raw, provider, reason) => {
    const { data, text } = runFinanceEstimate(raw, withProvider(provider), NOW);
    expect(data.visible).toBe(false);
    expect(data.reason).toBe(reason);
    expect(text).toBe(`Finance estimate hidden: ${data.reasonText}`);
  });

  it("Taurus's 12-year limit follows --now", () => {
    const taurusCar = {
      ...car,
      year: 2015,
      finance_lenders: { taurus: car.finance_lenders.angle },
    };
    const site = withProvider("taurus");
    expect(runFinanceEstimate(taurusCar, site, NOW).data.visible).toBe(true);
    expect(runFinanceEstimate(taurusCar, site, new Date("2027-06-01T00:00:00Z")).data.reason).toBe(
      "too-old",
    );
  });

  it("a bad field is named", () => {
    expect(() => runFinanceEstimate({ ...car, year: "old" }, base, NOW)).toThrow("car: year:");
  });
});
