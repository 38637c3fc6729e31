export * from "./calculator-defaults";
export * from "./calculator-limits";
export * from "./disclaimer";
export * from "./fixed-fees";
export * from "./frequency";
export * from "./quick-picks";
export * from "./repayment";
