import type { RangeField, RefinementField, SearchState } from "../schemas/search-state";

/**
 * InstantSearch-style state transitions shared by the search page, its chips and saved
 * searches: every filter change goes back to page 1; sort and page keep the filters.
 */
export function toggleRefinement(
  state: SearchState,
  field: RefinementField,
  value: string,
): SearchState {
  const current = state.refinementList[field] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const refinementList = { ...state.refinementList };
  if (next.length > 0) refinementList[field] = next;
  else delete refinementList[field];
  return { ...state, refinementList, page: 1 };
}

/** Replaces a field's values (single-choice selects such as the make dropdown). */
export function setRefinement(
  state: SearchState,
  field: RefinementField,
  values: string[],
): SearchState {
  const refinementList = { ...state.refinementList };
  if (values.length > 0) refinementList[field] = values;
  else delete refinementList[field];
  return { ...state, refinementList, page: 1 };
}

export function setRange(
  state: SearchState,
  field: RangeField,
  min?: number,
  max?: number,
): SearchState {
  const range = { ...state.range };
  if (min === undefined && max === undefined) delete range[field];
  else
    range[field] = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  return { ...state, range, page: 1 };
}

export function setSort(state: SearchState, sortBy: string | null): SearchState {
  return { ...state, sortBy, page: 1 };
}

export function setPage(state: SearchState, page: number): SearchState {
  return { ...state, page };
}

/** Clear Filters: back to the search page of the same car type, with no other refinement. */
export function clearFilters(state: SearchState): SearchState {
  const carType = state.refinementList.car_type;
  return {
    ...state,
    query: "",
    refinementList: carType ? { car_type: carType } : {},
    range: {},
    page: 1,
  };
}

/** The keyword box: a new keyword goes back to page 1 (blank words clear it). */
export function setQuery(state: SearchState, query: string): SearchState {
  return { ...state, query: query.trim(), page: 1 };
}
