import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { cardWeeklyRepayment } from "./card-repayment";
import { quotesFinance, shownCardWeekly, shownFinanceEstimate } from "./shown-finance";

const now = new Date("2026-11-28T00:00:00Z");
const base = defaultSiteConfig("demo");
const site = {
  ...base,
  features: { ...base.features, subscriptions: true },
  finance: { ...base.finance, provider: "angle" as const },
};
const lender = { interestRate: 6.29, comparisonRate: 8.19, termYears: 6, paymentWeek: 167 };
const car = {
  id: "camry",
  make: "Toyota",
  year: 2026,
  status: "in_stock",
  price: 45990,
  subscription_price: 214,
  finance_lenders: { angle: lender },
};

describe("a car shown at its subscription price quotes no finance", () => {
  it("no weekly repayment on its card and no estimate on its page", () => {
    expect(quotesFinance(car, site)).toBe(false);
    expect(shownCardWeekly(car, site)).toBeNull();
    expect(shownFinanceEstimate(car, site, now)).toEqual({
      visible: false,
      provider: "angle",
      reason: "subscription",
    });
  });

  it("a site without subscriptions shows the price, so the finance quote stands", () => {
    const priced = { ...site, features: { ...site.features, subscriptions: false } };
    expect(quotesFinance(car, priced)).toBe(true);
    expect(shownCardWeekly(car, priced)).toEqual(cardWeeklyRepayment(car, priced.finance));
    expect(shownFinanceEstimate(car, priced, now).visible).toBe(true);
  });
});

describe("a sold car's card quotes no weekly repayment", () => {
  const priced = { ...site, features: { ...site.features, subscriptions: false } };
  it.each([[{ status: "sold" }], [{ status: "in_stock", sold: true }]])("%j", (state) => {
    expect(shownCardWeekly({ ...car, ...state }, priced)).toBeNull();
  });

  it("the same car in stock still does", () => {
    expect(shownCardWeekly(car, priced)).not.toBeNull();
  });
});
