export * from "./comparison-rate";
export * from "./youx-quote";
