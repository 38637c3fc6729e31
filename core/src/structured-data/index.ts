export * from "./dealer";
export * from "./search-results";
export * from "./vehicle";
export * from "./website";
