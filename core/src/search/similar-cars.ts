import type { StockQuery } from "../ports/search";
import type { Car } from "../schemas/car";
import type { SearchState } from "../schemas/search-state";
import type { SiteConfig } from "../schemas/site-config";
import { dealerStockFilter } from "./dealer-stock-filter";
import { withoutSoldCars } from "./featured-cars";

/** §7: 10 results per query, 6 shown. */
export const SIMILAR_CARS_FETCHED = 10;
export const SIMILAR_CARS_SHOWN = 6;

/** §7 price window: ±10,000 when the price is under 50,000, otherwise ±25,000 (never below 0). */
export function similarPriceWindow(price: number): { min: number; max: number } {
  const half = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - half), max: price + half };
}

function similarState(car: Car, sameModel: boolean): SearchState {
  const refinementList: SearchState["refinementList"] = { status: ["in_stock"] };
  if (sameModel && car.make && car.model) {
    refinementList.make = [car.make];
    refinementList.model = [car.model];
  }
  return {
    query: "",
    page: 1,
    sortBy: null,
    refinementList,
    range: { price: similarPriceWindow(car.price ?? 0) },
    scope: null,
  };
}

/**
 * §7 multi-search for similar cars: in_stock, within the price window, 10 per query,
 * no facets — first the same make and model (when known), then any model.
 */
export function similarCarsQueries(car: Car, site: SiteConfig, now: Date): StockQuery[] {
  const base = {
    site: site.slug,
    filter: dealerStockFilter(site, now),
    hitsPerPage: SIMILAR_CARS_FETCHED,
    facets: [],
    excludeZeroPriceOnPriceAsc: false,
  };
  const queries: StockQuery[] = [];
  if (car.make && car.model) queries.push({ ...base, state: similarState(car, true) });
  queries.push({ ...base, state: similarState(car, false) });
  return queries;
}

/**
 * §7: hits with the same model first, duplicates by id removed, the car itself and sold cars left
 * out (issue 15 §2: a car flagged sold while its status still says in_stock), up to 6.
 */
export function pickSimilarCars(car: Car, results: readonly (readonly Car[])[]): Car[] {
  const seen = new Set<string>([car.id]);
  const unique: Car[] = [];
  for (const hits of results) {
    for (const hit of withoutSoldCars(hits)) {
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      unique.push(hit);
    }
  }
  const sameModel = (c: Car) => c.model != null && c.model === car.model && c.make === car.make;
  const ordered = [...unique.filter(sameModel), ...unique.filter((c) => !sameModel(c))];
  return ordered.slice(0, SIMILAR_CARS_SHOWN);
}
