export * from "./parse-stock-feed";
export * from "./split-json-array";
