export * from "./design-tokens";
export * from "./merge-patch";
export * from "./public-site-settings";
export * from "./site-changes";
export * from "./site-document";
export * from "./site-json-schema";
export * from "./site-secrets";
