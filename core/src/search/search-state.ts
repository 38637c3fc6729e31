import { REFINEMENT_FIELDS, type SearchState } from "../schemas/search-state";
import { CAR_TYPE_ORDER } from "./facet-sort";

/** The state of a bare search page: no query, page 1, default sort, no refinements. */
export function emptySearchState(): SearchState {
  return { query: "", page: 1, sortBy: null, refinementList: {}, range: {}, scope: null };
}

function carTypeRank(value: string): number {
  const i = (CAR_TYPE_ORDER as readonly string[]).indexOf(value);
  return i === -1 ? CAR_TYPE_ORDER.length : i;
}

/**
 * The canonical form of a state, which the URL round trip preserves: refinement values
 * de-duplicated (first kept), empty lists and empty ranges dropped, car types in §9
 * order (new, demo, used), empty sortBy as null.
 */
export function normalizeSearchState(state: SearchState): SearchState {
  const refinementList: SearchState["refinementList"] = {};
  for (const field of REFINEMENT_FIELDS) {
    const values = state.refinementList[field];
    if (!values || values.length === 0) continue;
    const unique = [...new Set(values)];
    refinementList[field] =
      field === "car_type"
        ? unique
            .map((v, i) => ({ v, i }))
            .sort((a, b) => carTypeRank(a.v) - carTypeRank(b.v) || a.i - b.i)
            .map((x) => x.v)
        : unique;
  }
  const range: SearchState["range"] = {};
  for (const [field, r] of Object.entries(state.range) as Array<
    [keyof SearchState["range"], { min?: number; max?: number } | undefined]
  >) {
    if (!r || (r.min === undefined && r.max === undefined)) continue;
    range[field] = {
      ...(r.min !== undefined ? { min: r.min } : {}),
      ...(r.max !== undefined ? { max: r.max } : {}),
    };
  }
  const normal: SearchState = {
    query: state.query,
    page: state.page,
    sortBy: state.sortBy === "" ? null : state.sortBy,
    refinementList,
    range,
    scope: state.scope,
  };
  if (state.isMinRange !== undefined) normal.isMinRange = state.isMinRange;
  if (state.isMaxRange !== undefined) normal.isMaxRange = state.isMaxRange;
  return normal;
}
