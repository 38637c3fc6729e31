export * from "./market-price";
export * from "./price-gauge";
