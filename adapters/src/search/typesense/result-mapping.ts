import {
  Car,
  type FacetItem,
  type FacetStats,
  facetLabel,
  pagesOf,
  type SearchResult,
} from "@forecourt/core";
import { fromScaled } from "./encoding";
import type { SearchPlan } from "./query-compiler";

/** The parts of one Typesense search response the adapter reads. */
export interface TypesenseResponse {
  found?: number;
  hits?: Array<{ document: Record<string, unknown> }>;
  facet_counts?: Array<{
    field_name: string;
    counts: Array<{ value: string; count: number }>;
    stats?: { min?: number; max?: number };
  }>;
  /** multi_search answers 200 with a per-search error instead of failing the batch. */
  error?: string;
  code?: number;
}

/** A hit's stored car, validated at this edge like any other input. */
function carOf(document: Record<string, unknown>): Car {
  if (typeof document.car !== "string") {
    throw new Error("Typesense hit has no stored car: was the collection written by this adapter?");
  }
  return Car.parse(JSON.parse(document.car));
}

/**
 * The responses of one plan's requests (same order) as a SearchResult: hits from the
 * first, facet items and stats from whichever request counted each field.
 */
export function mapResults(
  plan: SearchPlan,
  responses: readonly TypesenseResponse[],
): Omit<SearchResult, "ms"> {
  if (responses.length !== plan.requests.length) {
    throw new Error(`Typesense answered ${responses.length} searches for ${plan.requests.length}`);
  }
  for (const response of responses) {
    if (response.error !== undefined) {
      throw new Error(`Typesense search failed (${response.code ?? "no code"}): ${response.error}`);
    }
  }
  const main = responses[0] as TypesenseResponse;
  const count = main.found ?? 0;
  const facets: Record<string, FacetItem[]> = Object.fromEntries(
    plan.itemFacets.map((name) => [name, []]),
  );
  const stats: Record<string, FacetStats> = {};
  const wantedItems = new Set(plan.itemFacets);
  const wantedStats = new Set(plan.statFacets);
  for (const response of responses) {
    for (const facet of response.facet_counts ?? []) {
      const name = facet.field_name;
      const numeric = name.startsWith("n_") ? name.slice(2) : null;
      if (numeric === null && wantedItems.has(name)) {
        // Facet values are the cars' own strings, returned as stored.
        facets[name] = facet.counts
          .filter((c) => c.count > 0)
          .map((c) => ({ label: facetLabel(name, c.value), value: c.value, count: c.count }));
      } else if (numeric !== null && wantedStats.has(numeric)) {
        const { min, max } = facet.stats ?? {};
        // No counts: no matching car has a value, so there is no min/max to show.
        if (facet.counts.length > 0 && typeof min === "number" && typeof max === "number") {
          stats[numeric] = { min: fromScaled(min), max: fromScaled(max) };
        }
      }
    }
  }
  return {
    hits: (main.hits ?? []).map((hit) => carOf(hit.document)),
    count,
    page: plan.page,
    pages: pagesOf(count, plan.hitsPerPage),
    facets,
    stats,
  };
}
