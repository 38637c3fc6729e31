export * from "./card-payment-methods";
export * from "./invoice-payment";
