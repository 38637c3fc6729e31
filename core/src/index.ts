export type * from "./ports/index";
export * from "./schemas/index";
export * from "./stock/index";
export * from "./format/index";
export * from "./pricing/index";
export * from "./finance/index";
export * from "./eligibility/index";
export * from "./calculators/index";
