import type { Car } from "../schemas/car";
import type { FinanceSettings } from "../schemas/site-config";

/** §2: the finance form anchor every finance link ends with. */
export const FINANCE_FORM_ANCHOR = "#finance-form";

export type FinanceLinkCar = Pick<
  Car,
  "id" | "price" | "car_type" | "vin" | "dealership_slug" | "location"
>;

/**
 * §2 finance link: the configured link (/finance by default) with
 * preferredDealership, vehiclePriceBudget, car_id, car_type and vin, then
 * #finance-form. Parameters the car lacks are left out.
 */
export function financeLink(
  finance: Pick<FinanceSettings, "link">,
  car?: FinanceLinkCar | null,
): string {
  const configured = (finance.link || "/finance").split("#")[0] ?? "";
  const queryStart = configured.indexOf("?");
  const base = queryStart < 0 ? configured : configured.slice(0, queryStart);
  // A configured link may already carry its own query; car parameters are added to it.
  const params = new URLSearchParams(queryStart < 0 ? "" : configured.slice(queryStart + 1));
  if (car) {
    const values: Array<[string, string | number | null | undefined]> = [
      ["preferredDealership", car.dealership_slug ?? car.location?.slug],
      ["vehiclePriceBudget", car.price != null && car.price > 0 ? car.price : null],
      ["car_id", car.id],
      ["car_type", car.car_type],
      ["vin", car.vin],
    ];
    for (const [key, value] of values) {
      if (value != null && value !== "") params.set(key, String(value));
    }
  }
  const query = params.toString();
  return `${base}${query ? `?${query}` : ""}${FINANCE_FORM_ANCHOR}`;
}
