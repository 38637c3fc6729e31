export * from "./invoice-payment";
