import { Car, type PriceDisplay, priceDisplay, type SiteConfig } from "@forecourt/core";
import type { Command } from "commander";
import { output, parseOrFail, readJsonInput } from "../io";
import { loadSiteOption } from "../site-option";

export type PriceJson = PriceDisplay;

/** Parses a car (SPEC §3 fields) and applies the §4 price display precedence for a site. */
export function runPrice(rawCar: unknown, site: SiteConfig): { data: PriceJson; text: string } {
  const car = parseOrFail(Car, rawCar, "car");
  const shown = priceDisplay(car, site);
  const parts = [shown.text, shown.priceType, shown.was ? `(was ${shown.was})` : null];
  return { data: shown, text: parts.filter(Boolean).join(" ") };
}

/** `forecourt price`: what the price block shows for a car. */
export function registerPrice(program: Command): void {
  program
    .command("price")
    .description(
      "§4 price display: subscription → price > 10 → PREORDER → no-price text; 'was' price",
    )
    .argument("[car]", "car JSON file, or - / nothing for stdin")
    .option("--site <slug>", "apply a fixture tenant's settings")
    .option("--json", "print JSON")
    .action(async (file: string | undefined, flags: { site?: string; json?: boolean }) => {
      const site = await loadSiteOption(flags.site);
      const { data, text } = runPrice(readJsonInput(file), site);
      output(flags.json, data, text);
    });
}
