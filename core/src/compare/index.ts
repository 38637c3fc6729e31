export * from "./compare-table";
