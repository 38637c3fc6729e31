import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CarFinanceLender } from "../schemas/car";
import { FINANCE_PROVIDERS, type FinanceProvider } from "../schemas/site-config";
import { type EstimateCar, financeEstimateVisibility } from "./estimate-visibility";

const NOW = new Date("2026-11-23T00:44:00Z");
const lender: CarFinanceLender = {
  interestRate: 6.29,
  comparisonRate: 8.19,
  paymentWeek: 135,
  paymentMonth: 585,
  termYears: 5,
};
const settings = (provider: FinanceProvider | null, over = {}) => ({
  provider,
  estimateExcluded: false,
  excludedDealershipIds: [] as string[],
  ...over,
});
const carFor = (provider: string, over: Partial<EstimateCar> = {}, l = lender): EstimateCar => ({
  make: "Toyota",
  year: 2022,
  price: 30000,
  status: "in_stock",
  dealership_id: "d1",
  finance_lenders: { [provider]: l },
  ...over,
});
const show = (provider: FinanceProvider, car: EstimateCar, over = {}) => {
  const v = financeEstimateVisibility(car, settings(provider, over), NOW);
  return v.visible ? "visible" : v.reason;
};

describe("§5 finance estimate visibility: shared conditions", () => {
  it.each<[string, FinanceProvider | null, EstimateCar, object, string]>([
    ["visible for an available Angle car", "angle", carFor("angle"), {}, "visible"],
    ["no provider", null, carFor("angle"), {}, "no-provider"],
    ["site excluded", "angle", carFor("angle"), { estimateExcluded: true }, "site-excluded"],
    [
      "dealership excluded",
      "angle",
      carFor("angle"),
      { excludedDealershipIds: ["d1"] },
      "dealership-excluded",
    ],
    [
      "no lender data",
      "angle",
      { ...carFor("angle"), finance_lenders: null },
      {},
      "no-lender-data",
    ],
    ["lender for another provider", "angle", carFor("manual"), {}, "no-lender-data"],
    [
      "interest rate null",
      "angle",
      carFor("angle", {}, { ...lender, interestRate: null }),
      {},
      "rates-missing",
    ],
    [
      "comparison rate null",
      "angle",
      carFor("angle", {}, { ...lender, comparisonRate: null }),
      {},
      "rates-missing",
    ],
    ["make Suzuki", "angle", carFor("angle", { make: "SUZUKI" }), {}, "suzuki"],
    ["youx has no estimate rule", "youx", carFor("youx"), {}, "no-provider-rule"],
  ])("%s", (_name, provider, car, over, expected) => {
    const v = financeEstimateVisibility(car, settings(provider, over), NOW);
    expect(v.visible ? "visible" : v.reason).toBe(expected);
  });

  it("matches lender keys without case or punctuation", () => {
    expect(show("nissan_finance", carFor("NissanFinance"))).toBe("visible");
  });
});

describe("§5 provider rules", () => {
  it.each<[FinanceProvider, Partial<EstimateCar>, Partial<CarFinanceLender>, string]>([
    // Taurus: year newer than the current year minus 12 (2026 − 12 = 2014), price > 500, available, comparison rate.
    ["taurus", { year: 2015 }, {}, "visible"],
    ["taurus", { year: 2014 }, {}, "too-old"],
    ["taurus", { year: null }, {}, "too-old"],
    ["taurus", { price: 500 }, {}, "price-too-low"],
    ["taurus", { price: 501 }, {}, "visible"],
    ["taurus", { status: "sold" }, {}, "unavailable"],
    ["taurus", { status: "coming_soon" }, { paymentWeek: null }, "visible"],
    // 360 Finance and AusLoans: available.
    ["360_finance", { price: 0, year: 1990 }, { paymentWeek: null }, "visible"],
    ["360_finance", { status: "withdrawn" }, {}, "unavailable"],
    ["ausloans", { price: null }, {}, "visible"],
    ["ausloans", { status: "sold" }, {}, "unavailable"],
    // Manual, Angle and Powertorque: price > 500, available, weekly payment present.
    ["manual", {}, {}, "visible"],
    ["manual", { price: 400 }, {}, "price-too-low"],
    ["angle", {}, { paymentWeek: null }, "weekly-payment-missing"],
    ["powertorque", { status: "sold" }, {}, "unavailable"],
    ["powertorque", {}, { paymentMonth: null }, "visible"],
    // Nissan Finance: price > 500, available, monthly payment present.
    ["nissan_finance", {}, { paymentWeek: null }, "visible"],
    ["nissan_finance", {}, { paymentMonth: null }, "monthly-payment-missing"],
    ["nissan_finance", { price: 500 }, {}, "price-too-low"],
  ])("%s with %j and lender %j → %s", (provider, over, lenderOver, expected) => {
    expect(show(provider, carFor(provider, over, { ...lender, ...lenderOver }))).toBe(expected);
  });

  it("Taurus age uses the Brisbane calendar year of `now`", () => {
    const car = carFor("taurus", { year: 2015 });
    // 31 Dec 2026 15:00Z is already 2027 in Brisbane, so 2015 is 12 years old.
    const v = financeEstimateVisibility(car, settings("taurus"), new Date("2026-12-31T15:00:00Z"));
    expect(v.visible ? "visible" : v.reason).toBe("too-old");
  });
});

/** Cars weighted toward the rule edges (price 500/501, Taurus year boundary, statuses). */
const estimateCarArb: fc.Arbitrary<EstimateCar> = fc.record({
  make: fc.constantFrom("Toyota", "Suzuki", "suzuki", "Nissan", null),
  year: fc.oneof(fc.constantFrom(2014, 2015, null), fc.integer({ min: 1990, max: 2027 })),
  price: fc.oneof(fc.constantFrom(0, 500, 501, null), fc.integer({ min: 0, max: 200_000 })),
  status: fc.constantFrom("in_stock", "coming_soon", "sold", "withdrawn", null),
  dealership_id: fc.constantFrom("d1", "d2", null),
  finance_lenders: fc.option(
    fc.dictionary(
      fc.constantFrom(...FINANCE_PROVIDERS),
      fc.record({
        interestRate: fc.option(fc.constantFrom(6.29, 9.95), { nil: null }),
        comparisonRate: fc.option(fc.constantFrom(8.19, 12.94), { nil: null }),
        paymentWeek: fc.option(fc.constantFrom(135, 20), { nil: null }),
        paymentMonth: fc.option(fc.constantFrom(585), { nil: null }),
      }),
    ),
    { nil: null },
  ),
});

describe("finance estimate visibility properties", () => {
  it("a visible estimate always has both rates, an available car and a make other than Suzuki", () => {
    fc.assert(
      fc.property(estimateCarArb, fc.constantFrom(...FINANCE_PROVIDERS), (car, provider) => {
        const v = financeEstimateVisibility(car, settings(provider), NOW);
        if (!v.visible) return;
        expect(v.lender.interestRate).not.toBeNull();
        expect(v.lender.comparisonRate).not.toBeNull();
        expect(["in_stock", "coming_soon"]).toContain(car.status);
        expect(car.make?.toLowerCase()).not.toBe("suzuki");
      }),
    );
  });
});
