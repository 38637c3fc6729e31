import type { SearchState } from "../schemas/search-state";
import { setRefinement, toggleRefinement } from "./search-state-ops";

/** §9 make list: the first 20 makes (in facet order) are labelled popular makes. */
export const POPULAR_MAKES = 20;

/**
 * §9 ticking or unticking a make: a model only makes sense under its make, so changing the
 * makes drops the model (and, as every filter change, goes back to page 1).
 */
export function toggleMake(state: SearchState, make: string): SearchState {
  return setRefinement(toggleRefinement(state, "make", make), "model", []);
}

/** §9 the make dropdown: the first 20 as popular makes, then the rest A–Z. */
export function splitPopularMakes<T extends { label: string }>(
  options: readonly T[],
): { popular: T[]; all: T[] } {
  return {
    popular: options.slice(0, POPULAR_MAKES),
    all: options.slice(POPULAR_MAKES).sort((a, b) => a.label.localeCompare(b.label)),
  };
}
