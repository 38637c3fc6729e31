export * from "./fuel-cost";
export * from "./sales-counter";
