import type { SearchPort } from "@forecourt/core";
import { createEmbeddedSearch } from "./embedded/embedded-search";
import { DEFAULT_COLLECTION, TypesenseSearch } from "./typesense/typesense-search";

/** The search settings of the environment (README "Configuration"). */
export interface SearchEnv {
  TYPESENSE_URL?: string | undefined;
  TYPESENSE_API_KEY?: string | undefined;
  /** The alias of the one collection holding every site's cars (default `cars`). */
  TYPESENSE_COLLECTION?: string | undefined;
  /** A search-only parent key: each site then searches under its own scoped key. */
  TYPESENSE_SEARCH_API_KEY?: string | undefined;
}

/** Typesense when TYPESENSE_URL is set (its API key required), else the embedded engine. */
export function createSearch(env: SearchEnv): SearchPort {
  if (!env.TYPESENSE_URL) return createEmbeddedSearch();
  if (!env.TYPESENSE_API_KEY) {
    throw new Error("TYPESENSE_API_KEY is required when TYPESENSE_URL is set");
  }
  return new TypesenseSearch({
    url: env.TYPESENSE_URL,
    apiKey: env.TYPESENSE_API_KEY,
    searchApiKey: env.TYPESENSE_SEARCH_API_KEY,
    collection: env.TYPESENSE_COLLECTION || DEFAULT_COLLECTION,
  });
}
