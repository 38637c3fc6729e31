import { compactPlate, type RegoLookupKey, regoLookupKey } from "../leads/rego-lookup";
import { REGO_NOT_FOUND } from "../leads/trade-in-messages";
import type { Country } from "../locations/regions";
import type { StockRepository } from "../ports/sites";
import { failed, succeeded, type UseCaseResult } from "./result";

/** The vehicle a rego look-up finds, as the trade-in form pre-fills it. */
export interface RegoVehicle {
  rego: string;
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
  km: number | null;
}

/**
 * The rego and state checked for the site's country (issue 18: AU by state and plate, NZ by plate
 * only); a refusal names the field as the caller's input does (`stateField`).
 */
export function checkedRego(
  country: Country,
  input: { rego?: string; state?: string },
  stateField: string,
): UseCaseResult<RegoLookupKey> {
  const checked = regoLookupKey(country, input);
  if (checked.ok) return succeeded(checked.key);
  const field = checked.field === "regoState" ? stateField : checked.field;
  return failed("invalid", checked.error, { field });
}

/** §4 trade-in: looks a registration up in this dealer's own stock (the plate compared compact). */
export async function lookUpRego(
  ports: { stock: Pick<StockRepository, "list"> },
  input: { rego?: string; state?: string },
  context: { site: string; country: Country },
): Promise<UseCaseResult<RegoVehicle>> {
  const key = checkedRego(context.country, input, "state");
  if (!key.ok) return key;
  const wanted = key.value.plate;
  const cars = await ports.stock.list(context.site);
  const car = cars.find((k) => k.regplate && compactPlate(k.regplate) === wanted);
  if (!car) return failed("not-found", REGO_NOT_FOUND);
  return succeeded({
    rego: wanted,
    year: car.year ?? null,
    make: car.make ?? null,
    model: car.model ?? null,
    badge: car.badge ?? null,
    km: car.km ?? null,
  });
}
