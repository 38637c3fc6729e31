import {
  Car,
  FINANCE_ESTIMATE_HIDDEN_REASONS,
  type FinanceEstimate,
  financeLink,
  type SiteConfig,
  shownFinanceEstimate,
  showsFinanceCalculator,
  siteTimeZone,
} from "@forecourt/core";
import type { Command } from "commander";
import { instantOption, output, parseOrFail, readJsonInput } from "../io";
import { loadSiteOption } from "../site-option";

export type FinanceEstimateJson = FinanceEstimate & {
  /** Null when visible; else the reason code's sentence. */
  reason: string | null;
  reasonText: string | null;
  /** §5 vehicle-page finance calculator visibility and the §2 finance link, for the same car. */
  calculatorVisible: boolean;
  financeLink: string;
};

/** Parses a car and applies the §5 finance estimate visibility (with figures when visible). */
export function runFinanceEstimate(
  rawCar: unknown,
  site: SiteConfig,
  now: Date,
): { data: FinanceEstimateJson; text: string } {
  const car = parseOrFail(Car, rawCar, "car");
  const estimate = shownFinanceEstimate(car, site, now);
  const extra = {
    calculatorVisible: showsFinanceCalculator(site.finance, car),
    financeLink: financeLink(site.finance, car),
  };
  if (!estimate.visible) {
    const reasonText = FINANCE_ESTIMATE_HIDDEN_REASONS[estimate.reason];
    return {
      data: { ...estimate, reasonText, ...extra },
      text: `Finance estimate hidden: ${reasonText}`,
    };
  }
  const payment = estimate.paymentText ?? "no payment";
  return {
    data: { ...estimate, reason: null, reasonText: null, ...extra },
    text: `Finance estimate (${estimate.provider}): ${payment}, ${estimate.interestRateText} rate, ${estimate.comparisonRateText} comparison rate, ${estimate.termYears}-year term`,
  };
}

/** `forecourt finance-estimate`: whether the vehicle page shows the finance estimate, and what. */
export function registerFinanceEstimate(program: Command): void {
  program
    .command("finance-estimate")
    .description(
      "§5 finance estimate visibility per provider, with the estimate figures when shown",
    )
    .argument("[car]", "car JSON file, or - / nothing for stdin")
    .option("--site <slug>", "apply a fixture tenant's settings")
    .option("--now <iso>", "fix the clock (ISO date-time)")
    .option("--json", "print JSON")
    .action(
      async (file: string | undefined, flags: { site?: string; now?: string; json?: boolean }) => {
        const site = await loadSiteOption(flags.site);
        const now = instantOption("now", flags.now, siteTimeZone(site));
        const { data, text } = runFinanceEstimate(readJsonInput(file), site, now);
        output(flags.json, data, text);
      },
    );
}
