export * from "./dealer";
export * from "./vehicle";
export * from "./website";
