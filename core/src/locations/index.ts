export * from "./car-location";
export * from "./filter";
export * from "./grouping";
export * from "./labels";
export * from "./links";
export * from "./location-type";
export * from "./opening-hours";
