import type { Car, SearchResult, StockQuery } from "@forecourt/core";
import { toDocument } from "../document";
import { compileStockQuery } from "../query-compiler";
import { mapResults } from "../result-mapping";
import { referenceSearch } from "./reference-engine";

/** Tests only: the documents of several sites' cars, as the adapter would import them. */
export function documentsOf(stock: Record<string, readonly Car[]>): Record<string, unknown>[] {
  return Object.entries(stock).flatMap(([site, cars]) => cars.map((car) => toDocument(site, car)));
}

/** Tests only: compile, answer every request with the reference engine, map back. */
export function runPlan(
  docs: readonly Record<string, unknown>[],
  query: StockQuery,
): Omit<SearchResult, "ms"> {
  const plan = compileStockQuery(query);
  return mapResults(
    plan,
    plan.requests.map((r) => referenceSearch(docs, r.params)),
  );
}

/** Facet lists in value order, so engines that order them differently compare equal. */
export const sortedFacets = (facets: Record<string, { value: string; count: number }[]>) =>
  Object.fromEntries(
    Object.entries(facets).map(([k, items]) => [
      k,
      [...items].sort((a, b) => (a.value < b.value ? -1 : 1)),
    ]),
  );
