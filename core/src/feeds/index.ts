export * from "./delimited";
export * from "./feed-notice-problems";
export * from "./feed-vehicles";
export * from "./google-vehicle-listings";
export * from "./meta-vehicles";
export * from "./vehicle-feed";
