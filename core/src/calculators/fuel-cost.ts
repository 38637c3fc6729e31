import Decimal from "decimal.js";
import type { Car } from "../schemas/car";
import { preferSimple } from "../stock/simple-or-detailed";

/** §5 fuel calculator defaults: fuel price 1.70, 250 km a week, 10 L/100km when unknown. */
export const FUEL_DEFAULTS = { fuelPrice: 1.7, distanceKm: 250, consumptionL100: 10 } as const;

export type FuelCostInput = {
  distanceKm?: number | null | undefined;
  consumptionL100?: number | null | undefined;
  fuelPrice?: number | null | undefined;
};

/** Issue 15 §1: towed items have no engine, so no fuel to cost (motorhomes keep theirs). */
export const TOWED_ITEM_TYPES = ["caravan", "trailer", "camper"] as const;

/** §5: the fuel calculator is hidden for electric fuel, and for caravans, trailers and campers. */
export function fuelCalculatorVisible(
  car: Pick<Car, "simple_fuel" | "fuel"> & Partial<Pick<Car, "item_type">>,
): boolean {
  const fuel = preferSimple(car, "fuel")?.trim().toLowerCase();
  const item = car.item_type?.trim().toLowerCase() ?? "";
  return fuel !== "electric" && !(TOWED_ITEM_TYPES as readonly string[]).includes(item);
}

/** The calculator's starting inputs for a car: its combined consumption, else the §5 defaults. */
export function fuelInputsForCar(car: Pick<Car, "fuelconsumptioncombined">): Required<{
  [K in keyof FuelCostInput]: number;
}> {
  const known = car.fuelconsumptioncombined;
  return {
    distanceKm: FUEL_DEFAULTS.distanceKm,
    consumptionL100: known != null && known > 0 ? known : FUEL_DEFAULTS.consumptionL100,
    fuelPrice: FUEL_DEFAULTS.fuelPrice,
  };
}

/**
 * §5 fuel cost = distance/100 × consumption × fuel price, to 2 decimals (half-up, decimal.js),
 * as a string such as "42.50". Missing inputs take the §5 defaults.
 */
export function fuelCost(input: FuelCostInput = {}): string {
  const distance = new Decimal(input.distanceKm ?? FUEL_DEFAULTS.distanceKm);
  const consumption = new Decimal(input.consumptionL100 ?? FUEL_DEFAULTS.consumptionL100);
  const price = new Decimal(input.fuelPrice ?? FUEL_DEFAULTS.fuelPrice);
  return distance.div(100).times(consumption).times(price).toFixed(2, Decimal.ROUND_HALF_UP);
}
