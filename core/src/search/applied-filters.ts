import { formatMoney } from "../format/money";
import { formatThousands } from "../format/thousands";
import {
  RANGE_FIELDS,
  type RangeField,
  REFINEMENT_FIELDS,
  type RefinementField,
  type SearchState,
} from "../schemas/search-state";
import { facetLabel } from "./facet-sort";
import { clearFilters, setQuery, setRange, toggleRefinement } from "./search-state-ops";

/** One applied-filter chip: what it says and the state once it is removed. */
export interface AppliedFilter {
  /** Stable per filter (React key, test id): `query`, `make:Toyota`, `range:price`. */
  key: string;
  label: string;
  without: SearchState;
}

const RANGE_NAMES: Record<RangeField, string> = {
  price: "Price",
  km: "Kilometres",
  year: "Year",
  subscription_price: "Subscription",
  weekly_price: "Weekly",
};

function boundText(field: RangeField, n: number): string {
  if (field === "year") return String(n);
  if (field === "km") return `${formatThousands(n)} km`;
  return formatMoney(n);
}

/** "Price: $10,000 to $30,000", "Kilometres: up to 50,000 km", "Year: from 2018". */
export function rangeChipLabel(field: RangeField, range: { min?: number; max?: number }): string {
  const name = RANGE_NAMES[field];
  const { min, max } = range;
  if (min !== undefined && max !== undefined)
    return `${name}: ${boundText(field, min)} to ${boundText(field, max)}`;
  if (min !== undefined) return `${name}: from ${boundText(field, min)}`;
  return `${name}: up to ${boundText(field, max ?? 0)}`;
}

/**
 * A refined value's chip: the value alone where it says what it is ("Toyota", "Ute"), named
 * where it would not out of its facet ("5 seats", "Year: 2021", not "5", "2021" or "true").
 */
export function refinementChipLabel(field: RefinementField, value: string): string {
  switch (field) {
    case "certified":
      return value === "true" ? "Certified pre-owned" : value === "false" ? "Not certified" : value;
    case "seats":
      return value === "1" ? "1 seat" : `${value} seats`;
    case "year":
      return `Year: ${value}`;
    default:
      return facetLabel(field, value);
  }
}

/**
 * Issue 14 §3 applied-filter chips, in the order the filters are read: the keyword, each
 * refined value, each range. The car type of the page (its path, e.g. Used cars) is the
 * page itself, not a filter, so it has no chip and "Clear all" keeps it (clearFilters).
 */
export function appliedFilters(state: SearchState): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  if (state.query.trim() !== "") {
    chips.push({ key: "query", label: `“${state.query.trim()}”`, without: setQuery(state, "") });
  }
  for (const field of REFINEMENT_FIELDS) {
    if (field === "car_type") continue;
    for (const value of state.refinementList[field] ?? []) {
      chips.push({
        key: `${field}:${value}`,
        label: refinementChipLabel(field, value),
        without: toggleRefinement(state, field, value),
      });
    }
  }
  for (const field of RANGE_FIELDS) {
    const range = state.range[field];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    chips.push({
      key: `range:${field}`,
      label: rangeChipLabel(field, range),
      without: setRange(state, field),
    });
  }
  return chips;
}

/** "Clear all": every chip removed at once (the page's car type stays). */
export function withoutAppliedFilters(state: SearchState): SearchState {
  return clearFilters(state);
}
