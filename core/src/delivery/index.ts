export * from "./delivery-quote";
export * from "./nz-delivery-quote";
export * from "./postcode-state";
