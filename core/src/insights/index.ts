export * from "./insight-figures";
export * from "./insight-range";
export * from "./zero-result-search";
