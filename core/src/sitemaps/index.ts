export * from "./site-sitemap-urls";
export * from "./sitemap-parts";
export * from "./sitemap-xml";
