import { FUEL_DEFAULTS, fuelCost } from "@forecourt/core";
import type { Command } from "commander";
import { CliError, numberOption, output } from "../io";

export type FuelFlags = {
  distance?: string;
  consumption?: string;
  fuelPrice?: string;
  json?: boolean;
};

function nonNegative(name: string, value: string | undefined, fallback: number): number {
  const n = numberOption(name, value) ?? fallback;
  if (n < 0) throw new CliError(`--${name}: must not be negative, got "${value}"`);
  return n;
}

/** The §5 fuel cost for the given (or default) distance, consumption and fuel price. */
export function runFuel(flags: FuelFlags): { data: { cost: string }; text: string } {
  const distanceKm = nonNegative("distance", flags.distance, FUEL_DEFAULTS.distanceKm);
  const consumptionL100 = nonNegative(
    "consumption",
    flags.consumption,
    FUEL_DEFAULTS.consumptionL100,
  );
  const fuelPrice = nonNegative("fuel-price", flags.fuelPrice, FUEL_DEFAULTS.fuelPrice);
  const cost = fuelCost({ distanceKm, consumptionL100, fuelPrice });
  return {
    data: { cost },
    text: `$${cost} for ${distanceKm} km at ${consumptionL100} L/100km and $${fuelPrice}/L`,
  };
}

/** `forecourt fuel`: the fuel calculator. */
export function registerFuel(program: Command): void {
  program
    .command("fuel")
    .description("§5 fuel cost = distance/100 × consumption × fuel price, to 2 decimals")
    .option("--distance <km>", `kilometres (default ${FUEL_DEFAULTS.distanceKm} a week)`)
    .option("--consumption <l100>", `litres per 100 km (default ${FUEL_DEFAULTS.consumptionL100})`)
    .option(
      "--fuel-price <price>",
      `dollars per litre (default ${FUEL_DEFAULTS.fuelPrice.toFixed(2)})`,
    )
    .option("--json", "print JSON")
    .action((flags: FuelFlags) => {
      const { data, text } = runFuel(flags);
      output(flags.json, data, text);
    });
}
