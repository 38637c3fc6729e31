export * from "./currency";
export * from "./date";
export * from "./decimal";
export * from "./money";
export * from "./percent";
