export * from "./checkout-journey";
export * from "./reservation";
export * from "./reserve-lead";
export * from "./reserve-payment-wording";
export * from "./return-policy";
