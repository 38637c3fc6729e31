export * from "./card-payment-methods";
export * from "./card-testing";
export * from "./invoice-payment";
