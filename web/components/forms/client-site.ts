import type { SiteConfig } from "@forecourt/core";

/**
 * The settings lead forms need on the client (locations, dealerships, features, finance),
 * without the catalogue lists that only the server renders, to keep the page payload small.
 */
export function clientSite(site: SiteConfig): SiteConfig {
  return { ...site, models: [], offers: [], reviews: [], brands: [], menu: null, footer: null };
}
