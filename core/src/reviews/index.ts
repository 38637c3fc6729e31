export * from "./constants";
export * from "./stars";
export * from "./summary";
