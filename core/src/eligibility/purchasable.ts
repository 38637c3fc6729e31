import type { Car } from "../schemas/car";
import { isAvailable, showsSoldView } from "../stock/availability";

/**
 * §5 "purchasable": the spec does not define it; read here as available (§4) and not
 * showing the sold view. 'Find Me Something Similar' is the fallback otherwise (§8).
 */
export function isPurchasable(car: Pick<Car, "status" | "sold">): boolean {
  return isAvailable(car) && !showsSoldView(car);
}
