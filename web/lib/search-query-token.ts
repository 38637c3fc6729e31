/** Stands for the typed keyword in a search view's `queryTemplate` (core's search page makes it). */
export { QUERY_TOKEN } from "@forecourt/core/search/search-tokens";
