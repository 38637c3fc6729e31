export * from "./header-line";
