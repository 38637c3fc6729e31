export * from "./market-price";
