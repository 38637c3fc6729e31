export * from "./price-display";
export * from "./price-display-rules";
export * from "./price-type";
export * from "./reduced-price";
export * from "./vehicle-disclaimer";
