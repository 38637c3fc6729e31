export * from "./breadcrumbs";
export * from "./garage";
export * from "./garage-routes";
export * from "./gated-routes";
export * from "./menu";
export * from "./routes";
export * from "./sign-in";
export * from "./site-pages";
