export type { Reindexed } from "./collections";
export { scopedSearchKey, siteSearchKey } from "./scoped-key";
export {
  DEFAULT_COLLECTION,
  type ReindexWriter,
  TypesenseSearch,
  type TypesenseSearchOptions,
} from "./typesense-search";
