export * from "./site-sitemap-urls";
export * from "./sitemap-xml";
