export * from "./card-payment-methods";
