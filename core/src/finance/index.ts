export * from "./frequency";
export * from "./repayment";
