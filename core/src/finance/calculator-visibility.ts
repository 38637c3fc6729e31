import type { Car } from "../schemas/car";
import type { FinanceSettings } from "../schemas/site-config";
import { isAvailable } from "../stock/availability";

/**
 * §5 finance calculator on the vehicle page: shown only when a finance provider
 * is configured, a finance amount above 0 exists (the car price unless given)
 * and the car is available.
 */
export function showsFinanceCalculator(
  finance: Pick<FinanceSettings, "provider">,
  car: Pick<Car, "status" | "price">,
  financeAmount: number | null | undefined = car.price,
): boolean {
  return finance.provider != null && financeAmount != null && financeAmount > 0 && isAvailable(car);
}
