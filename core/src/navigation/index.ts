export * from "./brand-links";
export * from "./breadcrumbs";
export * from "./gated-routes";
export * from "./menu";
export * from "./routes";
