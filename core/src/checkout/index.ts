export * from "./checkout-journey";
export * from "./notice-acknowledgement";
export * from "./reservation";
export * from "./reservation-hold";
export * from "./reserve-lead";
export * from "./reserve-payment-wording";
export * from "./return-policy";
