export * from "./feed-profile";
export * from "./parse-csv-feed";
export * from "./parse-stock-feed";
export * from "./split-json-array";
