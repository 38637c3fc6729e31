import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { cardWeeklyRepayment } from "./card-repayment";

const finance = defaultSiteConfig("default").finance;

describe("§2 weekly repayment on a car card (suffix /wk)", () => {
  it("prefers the provider lender's weekly payment", () => {
    const car = {
      price: 30000,
      finance_lenders: { angle: { paymentWeek: 135 } },
      youxQuote: { weeklyRepaymentAmount: 140 },
    };
    expect(cardWeeklyRepayment(car, { ...finance, provider: "angle" })).toEqual({
      amount: 135,
      text: "$135/wk",
      source: "lender",
    });
  });

  it("then the youx quote, then the feed's weekly price", () => {
    expect(
      cardWeeklyRepayment({ price: 30000, youxQuote: { weeklyRepaymentAmount: 140 } }, finance)
        ?.source,
    ).toBe("youx");
    expect(cardWeeklyRepayment({ price: 30000, weekly_price: 150 }, finance)?.text).toBe("$150/wk");
  });

  it("else the annuity with the site defaults: $30,000 at 10% over 5 years → $147/wk", () => {
    expect(cardWeeklyRepayment({ price: 30000 }, finance)).toEqual({
      amount: 147,
      text: "$147/wk",
      source: "calculated",
    });
  });

  it.each([[{ price: 10 }], [{ price: null }]])("nothing for %j (no shown price)", (car) => {
    expect(cardWeeklyRepayment(car, finance)).toBeNull();
  });

  it.each([
    [{ price: 30000, weekly_price: 25 }],
    [{ price: 30000, weekly_price: 3 }],
    [{ price: 1000 }],
  ])("'Enquire for Finance' for %j (a payment of 25 or less, §5), never '$3/wk'", (car) => {
    expect(cardWeeklyRepayment(car, finance)?.text).toBe("Enquire for Finance");
  });

  it("works out no figure for a price past the site's largest loan, which its calculator refuses", () => {
    const capped = { ...finance, loanMax: 100_000, loanMaxPriceFactor: null };
    expect(cardWeeklyRepayment({ price: 105_990 }, capped)).toBeNull();
    expect(cardWeeklyRepayment({ price: 99_990 }, capped)?.source).toBe("calculated");
    // A lender's own quote is still the lender's to give.
    const quoted = { price: 105_990, finance_lenders: { angle: { paymentWeek: 525 } } };
    expect(cardWeeklyRepayment(quoted, { ...capped, provider: "angle" })?.amount).toBe(525);
    // Where the loan limit follows the price (1.05 × above $100,000) the figure stands.
    const following = { ...capped, loanMaxPriceFactor: 1.05 };
    expect(cardWeeklyRepayment({ price: 105_990 }, following)?.source).toBe("calculated");
  });
});
