export * from "./sitemap-xml";
