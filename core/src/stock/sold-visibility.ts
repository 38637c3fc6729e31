import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { isAvailable, showsSoldView } from "./availability";

/** §9: sold cars are shown 3 days by default. */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;
const DAY_SECONDS = 86_400;

/** The site settings the listing window reads. */
export type ListingSite = {
  dealer: Pick<SiteConfig["dealer"], "include_sold_cars_days">;
  stock: Pick<SiteConfig["stock"], "fixedFilter">;
};
type ListedCar = Pick<Car, "status" | "sold_date_timestamp"> & {
  /** Defaults to true when a feed leaves it out (the Car schema's default). */
  show_on_dealer_website?: boolean | null | undefined;
};

/** The instant (seconds since epoch) after which a car's sold date keeps it listed (§7 "N days ago in seconds"). */
export function soldCarsVisibleAfter(
  now: Date,
  days: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS,
): number {
  return Math.floor(now.getTime() / 1000) - days * DAY_SECONDS;
}

/**
 * The sold-days window N (§4 "configured number of days", §7 fixed-filter helper number).
 * Interpretation (the spec does not show the helper's effect): the fixed-filter number IS
 * the number of days sold cars stay listed. The dealer config's include_sold_cars_days wins
 * when it departs from the default 3; otherwise the site's fixed-filter number applies.
 */
export function soldDaysOf(site: ListingSite): number {
  const dealerDays = site.dealer.include_sold_cars_days;
  return dealerDays !== DEFAULT_INCLUDE_SOLD_CARS_DAYS ? dealerDays : site.stock.fixedFilter;
}

/**
 * §7 status part of the dealer stock filter, given the cut-off in seconds:
 * (in_stock OR coming_soon OR sold_date_timestamp > soldSince) AND show_on_dealer_website.
 * The one listing rule: search engines, sitemaps and eligibility all call it.
 */
export function isWithinListingWindow(car: ListedCar, soldSince: number): boolean {
  if (car.show_on_dealer_website === false) return false;
  if (isAvailable(car)) return true;
  return car.sold_date_timestamp != null && car.sold_date_timestamp > soldSince;
}

/**
 * §4 Sold visibility: a sold car stays listed while its sold date is within the site's
 * sold-days window of `now` (default 3); any car only if show_on_dealer_website.
 */
export function isListedOnDealerSite(car: ListedCar, site: ListingSite, now: Date): boolean {
  return isWithinListingWindow(car, soldCarsVisibleAfter(now, soldDaysOf(site)));
}

/**
 * §4: where sold-handling is on, consecutive sold cars collapse to the first of
 * each run — unless every car is sold, then all are shown.
 */
export function collapseSoldRuns<T extends Pick<Car, "status" | "sold">>(cars: readonly T[]): T[] {
  if (cars.every(showsSoldView)) return [...cars];
  return cars.filter((car, i) => {
    const previous = cars[i - 1];
    return !(showsSoldView(car) && previous !== undefined && showsSoldView(previous));
  });
}

/** §4: sold cars hide the save button unless the shopper already saved them. */
export function showSaveButtonForSoldRule(
  car: Pick<Car, "status" | "sold">,
  alreadySaved: boolean,
): boolean {
  return !showsSoldView(car) || alreadySaved;
}

/** §4: the sold-run collapse applies only where the site turns sold-handling on. */
export function applySoldHandling<T extends Pick<Car, "status" | "sold">>(
  cars: readonly T[],
  site: { stock: Pick<SiteConfig["stock"], "soldHandling"> },
): T[] {
  return site.stock.soldHandling ? collapseSoldRuns(cars) : [...cars];
}
