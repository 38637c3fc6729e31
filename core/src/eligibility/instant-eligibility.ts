import type { Car } from "../schemas/car";

/** §9: instant valuation needs a price above 200. */
export const INSTANT_ELIGIBILITY_MIN_PRICE = 200;

type EligibleCar = Pick<Car, "status" | "sold" | "reserved" | "price">;

/** §4 instant valuation or finance eligibility: in_stock, not sold, not reserved, priced above 200. */
export function isInstantEligible(car: EligibleCar): boolean {
  return (
    car.status === "in_stock" &&
    car.sold !== true &&
    car.reserved !== true &&
    (car.price ?? 0) > INSTANT_ELIGIBILITY_MIN_PRICE
  );
}
