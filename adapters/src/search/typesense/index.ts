export {
  DEFAULT_COLLECTION,
  TypesenseSearch,
  type TypesenseSearchOptions,
} from "./typesense-search";
