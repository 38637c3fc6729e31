import type { Car } from "../schemas/car";

/** Sortable car fields: the custom rank (§7 default, descending), price, year, km, created_at. */
export const SORT_FIELDS = ["rank", "price", "year", "km", "created_at"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface SortOrder {
  field: SortField;
  direction: "asc" | "desc";
}

/** §7: the index is ranked by a custom rank descending. */
export const DEFAULT_SORT: SortOrder = { field: "rank", direction: "desc" };

const SORT_BY_VALUES: Record<string, SortOrder> = {
  rank_desc: DEFAULT_SORT,
  price_asc: { field: "price", direction: "asc" },
  price_desc: { field: "price", direction: "desc" },
  year_desc: { field: "year", direction: "desc" },
  year_asc: { field: "year", direction: "asc" },
  km_asc: { field: "km", direction: "asc" },
  km_desc: { field: "km", direction: "desc" },
  created_desc: { field: "created_at", direction: "desc" },
};

/** The sortBy values of the URL (`sortBy=price_asc`). */
export const SORT_BY_OPTIONS = Object.keys(SORT_BY_VALUES);

/** The order a `sortBy` URL value means; unknown or absent → custom rank descending. */
export function resolveSort(sortBy: string | null | undefined): SortOrder {
  return (sortBy != null && SORT_BY_VALUES[sortBy]) || DEFAULT_SORT;
}

/** A car's sort key; created_at as epoch ms. Missing → null (sorted last either way). */
export function sortKeyOf(car: Car, field: SortField): number | null {
  if (field === "created_at") {
    const t = car.created_at ? Date.parse(car.created_at) : Number.NaN;
    return Number.isFinite(t) ? t : null;
  }
  const v = car[field];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** Total order of hits: the key in the chosen direction, missing keys last, then id ascending. */
export function compareForSort(order: SortOrder): (a: Car, b: Car) => number {
  return (a, b) => {
    const ka = sortKeyOf(a, order.field);
    const kb = sortKeyOf(b, order.field);
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return order.direction === "asc" ? ka - kb : kb - ka;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** §4: price ascending excludes zero-priced cars on sites that enable it. */
export function excludesZeroPrice(order: SortOrder, siteExcludesZero: boolean): boolean {
  return siteExcludesZero && order.field === "price" && order.direction === "asc";
}
