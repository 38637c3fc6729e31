export * from "./car";
export * from "./catalogue";
export * from "./coerce";
export * from "./finance";
export * from "./location";
export * from "./search-state";
export * from "./shopper";
export * from "./site-config";
