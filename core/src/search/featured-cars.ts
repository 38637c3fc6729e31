import type { StockQuery } from "../ports/search";
import type { Car } from "../schemas/car";
import { SearchState } from "../schemas/search-state";
import type { SiteConfig } from "../schemas/site-config";
import { showsSoldView } from "../stock/availability";
import { buildStockQuery } from "./stock-query";

/** Issue 15 §2: the home page shows six featured cars, none of them sold. */
export const FEATURED_CARS_SHOWN = 6;
/** Fetched beyond the six so cars dropped for a sold flag still leave a full row. */
export const FEATURED_CARS_FETCHED = 12;

/**
 * The home page's featured query: the dealer stock filter (which keeps recently sold cars for the
 * search page's sold runs) narrowed to cars that can still be bought, in the site's default order.
 */
export function featuredCarsQuery(site: SiteConfig, now: Date): StockQuery {
  const state = SearchState.parse({ refinementList: { status: ["in_stock", "coming_soon"] } });
  return { ...buildStockQuery(site, state, now), hitsPerPage: FEATURED_CARS_FETCHED, facets: [] };
}

/** Cars that do not show the sold view: a feed may set `sold` on a car still marked in_stock. */
export function withoutSoldCars<T extends Pick<Car, "status" | "sold">>(cars: readonly T[]): T[] {
  return cars.filter((car) => !showsSoldView(car));
}

/** The featured cars to show from the query's hits: never a sold one, at most six. */
export function pickFeaturedCars<T extends Pick<Car, "status" | "sold">>(hits: readonly T[]): T[] {
  return withoutSoldCars(hits).slice(0, FEATURED_CARS_SHOWN);
}
