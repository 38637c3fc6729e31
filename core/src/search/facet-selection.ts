import type { FacetItem } from "../schemas/search-state";
import { facetLabel } from "./facet-sort";

/**
 * Issue 14 §3: a value the shopper ticked stays in its facet list (with count 0) when the
 * other filters leave no car with it, so it can still be unticked. Engine items come first
 * as given; missing selected values follow in the order they were chosen.
 */
export function withSelectedFacetValues(
  field: string,
  items: readonly FacetItem[],
  selected: readonly string[],
): FacetItem[] {
  const present = new Set(items.map((item) => item.value));
  const missing = selected
    .filter((value, i) => !present.has(value) && selected.indexOf(value) === i)
    .map((value) => ({ label: facetLabel(field, value), value, count: 0 }));
  return [...items, ...missing];
}
