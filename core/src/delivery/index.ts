export * from "./delivery-quote";
export * from "./postcode-state";
