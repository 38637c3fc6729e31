import type { DealerStockFilter } from "../ports/search";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { isWithinListingWindow, soldCarsVisibleAfter, soldDaysOf } from "../stock/sold-visibility";

export { soldDaysOf };

/** §7 the numbers the fixed stock filter helper takes; the default is 3. */
export const FIXED_FILTER_NUMBERS = [0, 1, 2, 3, 4, 5, 7, 14] as const;
export type FixedFilterNumber = (typeof FIXED_FILTER_NUMBERS)[number];

type FilterSite = {
  stock: Pick<
    SiteConfig["stock"],
    "carTypes" | "hiddenMakes" | "hiddenStockNumbers" | "fixedFilter"
  >;
  dealer: Pick<SiteConfig["dealer"], "include_sold_cars_days">;
};

/**
 * §7 dealer stock filter: (status=in_stock OR status=coming_soon OR
 * sold_date_timestamp > N days ago in seconds) AND show_on_dealer_website=true,
 * plus the site's car_type prefix and excluded makes and stock numbers.
 */
export function dealerStockFilter(site: FilterSite, now: Date): DealerStockFilter {
  return {
    soldSince: soldCarsVisibleAfter(now, soldDaysOf(site)),
    carTypes: site.stock.carTypes,
    hiddenMakes: site.stock.hiddenMakes,
    hiddenStockNumbers: site.stock.hiddenStockNumbers,
  };
}

/** True when `car` passes the compiled dealer stock filter (the reference every engine agrees with). */
export function matchesDealerStockFilter(car: Car, filter: DealerStockFilter): boolean {
  if (!isWithinListingWindow(car, filter.soldSince)) return false;
  if (filter.carTypes !== null && !filter.carTypes.includes(car.car_type ?? "")) return false;
  if (car.make != null && isHiddenMake(car.make, filter.hiddenMakes)) return false;
  if (car.stocknum != null && filter.hiddenStockNumbers.includes(car.stocknum)) return false;
  return true;
}

/** Hidden makes compare case-insensitively: configs say "toyota" where feeds say "Toyota". */
export function isHiddenMake(make: string, hiddenMakes: readonly string[]): boolean {
  const m = make.toLowerCase();
  return hiddenMakes.some((h) => h.toLowerCase() === m);
}
