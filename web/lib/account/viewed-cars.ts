import type { ViewedCar } from "@forecourt/core";
import { recordViewedCar, viewedCarsFromStorage } from "@forecourt/core/shopper/viewed-cars";

/** §3 Local storage: viewed cars (id, stocknum, make, model, body, simple_body). */
export const VIEWED_CARS_KEY = "forecourt:viewed-cars";

/** The stored list; entries that are unreadable (edited by hand, an old shape) are dropped. */
export function readViewedCars(): ViewedCar[] {
  try {
    return viewedCarsFromStorage(JSON.parse(window.localStorage.getItem(VIEWED_CARS_KEY) ?? "[]"));
  } catch {
    return [];
  }
}

/** Records a vehicle page view (core keeps it once, newest first, within the limit). */
export function rememberViewedCar(car: ViewedCar): void {
  try {
    window.localStorage.setItem(
      VIEWED_CARS_KEY,
      JSON.stringify(recordViewedCar(readViewedCars(), car)),
    );
  } catch {
    // Storage can be full or switched off (private mode): the page works without it.
  }
}
