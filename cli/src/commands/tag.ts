import { Car, type CarTag, carTag, type SiteConfig, siteTimeZone } from "@forecourt/core";
import type { Command } from "commander";
import { instantOption, output, parseOrFail, readJsonInput } from "../io";
import { loadSiteOption } from "../site-option";

/** Parses a car (SPEC §3 fields) and applies the §4 car tag precedence for a site at `now`. */
export function runTag(
  rawCar: unknown,
  site: SiteConfig,
  now: Date,
): { data: CarTag; text: string } {
  const car = parseOrFail(Car, rawCar, "car");
  const tag = carTag(car, site, now);
  return { data: tag, text: tag.tag === null ? "(no tag)" : `${tag.label} [${tag.tag}]` };
}

/** `forecourt tag`: which tag banner a car's card shows. */
export function registerTag(program: Command): void {
  program
    .command("tag")
    .description(
      "§4 car tag: electric/hybrid → Reserved → certified → own tag → COMING SOON → new arrival → none",
    )
    .argument("[car]", "car JSON file, or - / nothing for stdin")
    .option("--site <slug>", "apply a fixture tenant's settings")
    .option("--now <iso>", "fix the clock (ISO date-time)")
    .option("--json", "print JSON")
    .action(
      async (file: string | undefined, flags: { site?: string; now?: string; json?: boolean }) => {
        const site = await loadSiteOption(flags.site);
        const now = instantOption("now", flags.now, siteTimeZone(site));
        const { data, text } = runTag(readJsonInput(file), site, now);
        output(flags.json, data, text);
      },
    );
}
