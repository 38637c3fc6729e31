import type { SearchResult, StockQuery } from "../ports/search";
import type { SiteConfig } from "../schemas/site-config";
import { emptySearchState } from "./search-state";
import { buildStockQuery } from "./stock-query";

/**
 * The facet values a site's listed stock holds, which §2 path segments resolve against
 * ("suv" → SUV, "hilux" → HiLux). A field left out is guessed from the slug's spelling;
 * a field given is exact: a slug matching none of its values names nothing on the site.
 */
export interface SearchVocabulary {
  make?: readonly string[];
  model?: readonly string[];
  body?: readonly string[];
  item_type?: readonly string[];
  /** "Make Model" pairs (the make_model facet): which models belong to which make. */
  make_model?: readonly string[];
  /** Car types with cars (menus list only these; paths check what the site sells instead). */
  car_type?: readonly string[];
}

/** The facets a vocabulary is read from. */
export const VOCABULARY_FACETS = [
  "make",
  "model",
  "body",
  "item_type",
  "make_model",
  "car_type",
] as const;

/**
 * The query whose facets are the site's vocabulary: every listed car (§7 dealer stock
 * filter), no hits, only the vocabulary facets.
 */
export function vocabularyQuery(site: SiteConfig, now: Date): StockQuery {
  return {
    ...buildStockQuery(site, emptySearchState(), now),
    hitsPerPage: 0,
    facets: VOCABULARY_FACETS,
  };
}

/** The vocabulary in the answer to vocabularyQuery: every field given, so resolution is exact. */
export function stockVocabulary(result: Pick<SearchResult, "facets">): Required<SearchVocabulary> {
  const values = (field: (typeof VOCABULARY_FACETS)[number]) =>
    (result.facets[field] ?? []).filter((item) => item.count > 0).map((item) => item.value);
  return {
    make: values("make"),
    model: values("model"),
    body: values("body"),
    item_type: values("item_type"),
    make_model: values("make_model"),
    car_type: values("car_type"),
  };
}
