export * from "./currency";
export * from "./date";
export * from "./decimal";
export * from "./iso-instant";
export * from "./money";
export * from "./percent";
