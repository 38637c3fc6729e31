export {
  createEmbeddedSearch,
  DEFAULT_CACHE_LIMIT,
  type EmbeddedSearchOptions,
} from "./embedded-search";
