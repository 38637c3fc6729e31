export * from "./availability";
export * from "./car-tag";
export * from "./dealer-comments";
export * from "./gallery";
export * from "./sold-visibility";
export * from "./stock-promise";
export * from "./used-car-facts";
export * from "./vehicle-word";
