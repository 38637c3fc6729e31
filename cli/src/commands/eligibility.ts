import {
  Car,
  type CarEligibility,
  carEligibility,
  type SiteConfig,
  siteTimeZone,
} from "@forecourt/core";
import type { Command } from "commander";
import { instantOption, output, parseOrFail, readJsonInput } from "../io";
import { loadSiteOption } from "../site-option";

export type EligibilityOptions = { now: Date; alreadySaved?: boolean; chatEnabled?: boolean };

const yes = (b: boolean) => (b ? "yes" : "no");

/** Parses a car (SPEC §3 fields) and gathers every button and visibility decision for a site. */
export function runEligibility(
  rawCar: unknown,
  site: SiteConfig,
  options: EligibilityOptions,
): { data: CarEligibility; text: string } {
  const car = parseOrFail(Car, rawCar, "car");
  const data = carEligibility(car, site, options.now, {
    alreadySaved: options.alreadySaved ?? false,
    chatEnabled: options.chatEnabled ?? true,
  });
  const lines = Object.entries(data).map(([key, value]) => {
    if (typeof value === "boolean") return `${key}: ${yes(value)}`;
    if (Array.isArray(value)) return `${key}: ${value.join(", ")}`;
    if (value !== null && typeof value === "object") return `${key}: ${JSON.stringify(value)}`;
    return `${key}: ${value ?? "-"}`;
  });
  return { data, text: lines.join("\n") };
}

/** `forecourt eligibility`: every button and visibility decision for a car. */
export function registerEligibility(program: Command): void {
  program
    .command("eligibility")
    .description(
      "§4/§5 eligibility: instant valuation/finance, reserve, trade-in, save/compare, badges, card buttons",
    )
    .argument("[car]", "car JSON file, or - / nothing for stdin")
    .option("--site <slug>", "apply a fixture tenant's settings")
    .option("--now <iso>", "fix the clock (ISO date-time)")
    .option("--saved", "the shopper already saved this car")
    .option("--no-chat", "the chat widget is not enabled")
    .option("--json", "print JSON")
    .action(
      async (
        file: string | undefined,
        flags: { site?: string; now?: string; saved?: boolean; chat: boolean; json?: boolean },
      ) => {
        const site = await loadSiteOption(flags.site);
        const now = instantOption("now", flags.now, siteTimeZone(site));
        const { data, text } = runEligibility(readJsonInput(file), site, {
          now,
          alreadySaved: flags.saved ?? false,
          chatEnabled: flags.chat,
        });
        output(flags.json, data, text);
      },
    );
}
