export * from "./slots";
