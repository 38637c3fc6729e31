export * from "./comparison-rate";
export * from "./youx-quote";
export * from "./youx-request";
