export * from "./enquiries";
export * from "./header-toast";
export * from "./viewed-cars";
export * from "./watchlist-state";
