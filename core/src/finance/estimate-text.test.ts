import { describe, expect, it } from "vitest";
import {
  comparisonRateExampleText,
  comparisonRateRangeText,
  depositAndFinalPaymentText,
} from "./estimate-text";

describe("§9 finance estimate text", () => {
  it("5-year term, $30,000 secured loan example, 6.29% rate, 8.19% comparison rate", () => {
    expect(comparisonRateExampleText()).toBe(
      "5-year term, $30,000 secured loan example, 6.29% rate, 8.19% comparison rate",
    );
  });

  it("one site's 12.94 interest rate", () => {
    expect(
      comparisonRateExampleText({
        termYears: 5,
        amount: 30000,
        interestRate: 12.94,
        comparisonRate: 14,
      }),
    ).toBe("5-year term, $30,000 secured loan example, 12.94% rate, 14.00% comparison rate");
  });

  it("10.0% deposit and 30.0% final payment", () => {
    expect(depositAndFinalPaymentText(10, 30)).toBe("10.0% deposit and 30.0% final payment");
  });

  it("a comparison range 8.38% to 19.42%", () => {
    expect(comparisonRateRangeText(8.38, 19.42)).toBe("8.38% to 19.42%");
  });
});
