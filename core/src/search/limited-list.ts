import type { StockQuery } from "../ports/search";
import type { Car } from "../schemas/car";
import { REFINEMENT_FIELDS, SearchState } from "../schemas/search-state";
import type { SiteConfig } from "../schemas/site-config";
import { withoutSoldCars } from "./featured-cars";
import { buildStockQuery } from "./stock-query";

/** The limited list shows this many cars; more are fetched so sold or the page's own car drop out. */
export const LIMITED_LIST_SHOWN = 6;
const LIMITED_LIST_FETCHED = 12;

type RefinementField = (typeof REFINEMENT_FIELDS)[number];

/**
 * §7 "Limited-list lookup by search_filters: ':' is replaced by '='": the site's search_filters
 * (the hosted search's `field:value` syntax, e.g. "item_type:caravan AND make:Jayco") as the
 * lookup sends them ("item_type=caravan AND make=Jayco").
 */
export function limitedListFilters(searchFilters: string): string {
  return searchFilters.replaceAll(":", "=");
}

export type LimitedListParse =
  | { ok: true; refinements: Partial<Record<RefinementField, string[]>> }
  | { ok: false; error: string };

const isField = (name: string): name is RefinementField =>
  (REFINEMENT_FIELDS as readonly string[]).includes(name);

/**
 * The lookup's `field=value` terms joined by AND, as refinements (the same field twice is
 * either value). A term without '=', an empty value or a field the search does not refine on is
 * refused with one message naming it.
 */
export function parseLimitedListFilters(filters: string): LimitedListParse {
  const refinements: Partial<Record<RefinementField, string[]>> = {};
  const terms = filters
    .split(/\s+AND\s+/)
    .map((t) => t.trim())
    .filter((t) => t !== "");
  if (terms.length === 0) return { ok: false, error: "search_filters has no field=value term." };
  for (const term of terms) {
    const at = term.indexOf("=");
    const field = at < 0 ? term : term.slice(0, at).trim();
    const value = at < 0 ? "" : term.slice(at + 1).trim();
    if (at < 0 || value === "")
      return { ok: false, error: `search_filters term '${term}' needs field=value.` };
    if (!isField(field)) return { ok: false, error: `search_filters cannot filter on '${field}'.` };
    refinements[field] = [...(refinements[field] ?? []), value];
  }
  return { ok: true, refinements };
}

/** The lookup's query: the dealer stock filter, cars that can be bought, narrowed by the terms. */
export function limitedListQuery(
  site: SiteConfig,
  refinements: Partial<Record<RefinementField, string[]>>,
  now: Date,
): StockQuery {
  const state = SearchState.parse({
    refinementList: { ...refinements, status: ["in_stock", "coming_soon"] },
  });
  return { ...buildStockQuery(site, state, now), hitsPerPage: LIMITED_LIST_FETCHED, facets: [] };
}

/** The cars to list: never a sold one nor the page's own car, at most six. */
export function pickLimitedList(hits: readonly Car[], exceptId: string | null): Car[] {
  return withoutSoldCars(hits)
    .filter((car) => car.id !== exceptId)
    .slice(0, LIMITED_LIST_SHOWN);
}
