import { pickSimilarCars, similarCarsQueries } from "@forecourt/core";
import type { Command } from "commander";
import { CliError, output } from "../io";
import { withSiteStock } from "../stock/stock-source";
import { hitOf, type SearchHit } from "./search";

/** `forecourt similar --site SLUG CAR_SLUG --json`: §7 similar cars (one multi-search, 6 kept). */
export function registerSimilar(program: Command): void {
  program
    .command("similar")
    .description(
      "§7 similar cars: in stock, price window ±10,000 under 50,000 else ±25,000, same model first, 6 shown",
    )
    .argument("<car-slug>", "the car's slug (as in /cars/{slug})")
    .requiredOption("--site <slug>", "the site the car belongs to")
    .option("--now <iso>", "fix the clock (ISO date-time)")
    .option("--demo", "use the demo fixtures in memory instead of the store")
    .option("--json", "print JSON")
    .action(
      async (
        carSlug: string,
        flags: { site: string; now?: string; demo?: boolean; json?: boolean },
      ) => {
        await withSiteStock(flags, async (stock, now) => {
          const car = stock.carBySlug(carSlug);
          if (!car) throw new CliError(`car-slug: no car '${carSlug}' on site '${flags.site}'`);
          const results = await stock.search.multiSearch(similarCarsQueries(car, stock.site, now));
          const hits: SearchHit[] = pickSimilarCars(
            car,
            results.map((r) => r.hits),
          ).map(hitOf);
          const text = hits.length
            ? hits
                .map((h) => `  ${h.year} ${h.make} ${h.model} ${h.badge ?? ""} ${h.slug}`)
                .join("\n")
            : "(no similar cars in stock)";
          output(flags.json, { car: hitOf(car), similar: hits }, text);
        });
      },
    );
}
