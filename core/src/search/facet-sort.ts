import { formatMoney } from "../format/money";
import type { FacetItem } from "../schemas/search-state";
import type { SiteConfig } from "../schemas/site-config";
import { rangeLowerBound } from "./facet-values";

/** §9: car type facets in the order new, demo, used. */
export const CAR_TYPE_ORDER = ["new", "demo", "used"] as const;

/** Facets whose values are ranges, sorted by lower bound (§9). */
export const RANGE_FACETS: readonly string[] = ["price_range", "weekly_price_range"];

type FacetSite = { stock: Pick<SiteConfig["stock"], "facetOrder"> };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function fixedRank(order: readonly string[], item: FacetItem): number {
  const v = item.value.toLowerCase();
  const l = item.label.toLowerCase();
  const i = order.findIndex((o) => o.toLowerCase() === v || o.toLowerCase() === l);
  return i === -1 ? order.length : i;
}

/**
 * §9 facet order: a per-site override first (e.g. series duo, city, sport), car type
 * new, demo, used; price ranges by lower bound; otherwise count descending, then label.
 * Ties fall to label then value, so the order is total and sorting is idempotent.
 */
export function compareFacetItems(
  field: string,
  site: FacetSite,
): (a: FacetItem, b: FacetItem) => number {
  const override = site.stock.facetOrder[field];
  const fixed = override ?? (field === "car_type" ? CAR_TYPE_ORDER : null);
  const isRange = RANGE_FACETS.includes(field);
  return (a, b) => {
    if (fixed) {
      const d = fixedRank(fixed, a) - fixedRank(fixed, b);
      if (d !== 0) return d;
    }
    if (isRange) {
      const la = rangeLowerBound(a.value) ?? Number.POSITIVE_INFINITY;
      const lb = rangeLowerBound(b.value) ?? Number.POSITIVE_INFINITY;
      if (la !== lb) return la < lb ? -1 : 1;
    }
    if (a.count !== b.count) return b.count - a.count;
    return byText(a.label, b.label) || byText(a.value, b.value) || a.count - b.count;
  };
}

/** Returns the facet list in §9 order (a new array). */
export function sortFacetItems(
  field: string,
  items: readonly FacetItem[],
  site: FacetSite,
): FacetItem[] {
  return [...items].sort(compareFacetItems(field, site));
}

/** Sorts every facet list of a result (§9). */
export function sortFacets(
  facets: Readonly<Record<string, readonly FacetItem[]>>,
  site: FacetSite,
): Record<string, FacetItem[]> {
  const sorted: Record<string, FacetItem[]> = {};
  for (const [field, items] of Object.entries(facets))
    sorted[field] = sortFacetItems(field, items, site);
  return sorted;
}

function rangeLabel(value: string): string {
  const open = /^(\d+(?:\.\d+)?)\+$/.exec(value);
  if (open) return `${formatMoney(Number(open[1]))}+`;
  const closed = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value);
  // §9: a price range is shown as min to max.
  if (closed) return `${formatMoney(Number(closed[1]))} to ${formatMoney(Number(closed[2]))}`;
  return value;
}

/**
 * The label shown for a facet value: car and vehicle types capitalised ("used" → "Used",
 * "caravan" → "Caravan"), price ranges as "$min to $max".
 */
export function facetLabel(field: string, value: string): string {
  if ((field === "car_type" || field === "item_type") && value !== "")
    return value[0]?.toUpperCase() + value.slice(1);
  if (RANGE_FACETS.includes(field)) return rangeLabel(value);
  return value;
}
