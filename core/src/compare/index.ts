export * from "./compare-list";
export * from "./compare-table";
