export * from "./feed-profile";
export * from "./feed-pull";
export * from "./parse-csv-feed";
export * from "./parse-feed-text";
export * from "./parse-stock-feed";
export * from "./split-json-array";
