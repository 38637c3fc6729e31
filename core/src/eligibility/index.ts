export * from "./action-buttons";
export * from "./car-card-buttons";
export * from "./car-eligibility";
export * from "./instant-eligibility";
export * from "./located-at";
export * from "./price-comparison";
export * from "./purchasable";
export * from "./save-controls";
