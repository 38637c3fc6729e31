export * from "./constants";
export * from "./review-list";
export * from "./stars";
export * from "./summary";
