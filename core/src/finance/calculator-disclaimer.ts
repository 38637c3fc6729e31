import { Dec } from "../format/decimal";
import { estimateDisclaimerText } from "./estimate-disclaimer";

/** What a finance calculator shows at this moment: the shopper moves these. */
export interface CalculatorInputs {
  termYears: number;
  interestRate: number;
}

/** The rate and term the page quotes beside the price (the finance estimate), with its comparison rate. */
export interface QuotedRate {
  termYears: number;
  interestRate: number;
  comparisonRate: number;
}

/**
 * The '*' text under a finance calculator (issue 15 §2: money that agrees with itself). The
 * site's or lender's disclaimer is written for one example ("5-year term, $30,000 secured loan,
 * 6.29% p.a. rate and 8.19% p.a. comparison rate") while the calculator shows the rate and term
 * it opened on, then the ones the shopper picks. The same rule as the estimate's
 * (estimateDisclaimerText) keeps the text to the calculator's own term and rate; the quoted
 * comparison rate is stated only while the calculator shows the quoted rate and term, since a
 * comparison rate belongs to that rate and term alone. A calculator shows no deposit or final
 * payment as a percentage, so a sentence quoting one is replaced too.
 */
export function calculatorDisclaimerText(
  text: string,
  inputs: CalculatorInputs,
  quoted: QuotedRate | null,
): string {
  const sameRate =
    quoted != null &&
    quoted.termYears === inputs.termYears &&
    new Dec(quoted.interestRate).toFixed(2) === new Dec(inputs.interestRate).toFixed(2);
  return estimateDisclaimerText(text, {
    termYears: inputs.termYears,
    interestRate: inputs.interestRate,
    comparisonRate: sameRate ? quoted.comparisonRate : null,
  });
}
