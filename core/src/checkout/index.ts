export * from "./checkout-journey";
export * from "./reservation";
export * from "./reserve-lead";
export * from "./return-policy";
