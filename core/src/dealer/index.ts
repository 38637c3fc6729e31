// Not re-exported from core's index: stock-edit pulls in sanitize-html, which the shopper
// pages' client bundles must not carry. Shells import "@forecourt/core/dealer/index".
export * from "./audit-entry";
export * from "./bulk-change";
export * from "./days-in-stock";
export * from "./settings-form";
export * from "./site-change-role";
export * from "./stock-edit";
export * from "./stock-list";
export * from "./stock-list-query";
