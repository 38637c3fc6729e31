import { SALES_COUNTER_TIMEZONE, salesThisMonth } from "@forecourt/core";
import type { Command } from "commander";
import { instantOption, output } from "../io";

/** The §9 'Sales this Month' value at an instant. */
export function runSalesCounter(at: Date): { data: { value: number }; text: string } {
  const value = salesThisMonth(at);
  return { data: { value }, text: `Sales this Month: ${value} (${SALES_COUNTER_TIMEZONE})` };
}

/** `forecourt sales-counter`: the 'Sales this Month' counter at an instant. */
export function registerSalesCounter(program: Command): void {
  program
    .command("sales-counter")
    .description("§9 sales counter: Australia/Brisbane, 192 a day, one per 450 s")
    .option(
      "--at <iso>",
      "the instant (ISO date-time; without an offset, Brisbane time); defaults to now",
    )
    .option("--json", "print JSON")
    .action((flags: { at?: string; json?: boolean }) => {
      const { data, text } = runSalesCounter(instantOption("at", flags.at, SALES_COUNTER_TIMEZONE));
      output(flags.json, data, text);
    });
}
