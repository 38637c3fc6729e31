import type { Car } from "../schemas/car";

/** §4 Availability: what a car's status means for the pages that show it. */
export type Availability = "available" | "sold" | "unavailable";

/** §4: in_stock and coming_soon are available; sold shows the sold view; other values are unavailable. */
export function availabilityOf(car: Pick<Car, "status">): Availability {
  switch (car.status) {
    case "in_stock":
    case "coming_soon":
      return "available";
    case "sold":
      return "sold";
    default:
      return "unavailable";
  }
}

/** §4: true for in_stock and coming_soon only. */
export function isAvailable(car: Pick<Car, "status">): boolean {
  return availabilityOf(car) === "available";
}

/** §4: a car shows the sold view when its status is sold or its sold flag is set. */
export function showsSoldView(car: Pick<Car, "status" | "sold">): boolean {
  return car.status === "sold" || car.sold === true;
}
