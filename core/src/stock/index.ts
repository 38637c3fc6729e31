export * from "./availability";
export * from "./car-tag";
export * from "./dealer-comments";
export * from "./gallery";
export * from "./sold-visibility";
export * from "./vehicle-word";
