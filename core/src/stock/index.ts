export * from "./availability";
