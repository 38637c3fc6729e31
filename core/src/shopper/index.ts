export * from "./enquiries";
export * from "./header-toast";
export * from "./saved-searches";
export * from "./session-cookie";
export * from "./viewed-cars";
export * from "./watchlist-state";
