export * from "./model-menu";
export * from "./model-page";
