export type * from "./ports/index";
export * from "./schemas/index";
