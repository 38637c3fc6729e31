import type { SiteConfig } from "@forecourt/core";
import { cache } from "react";
import { getPlatform } from "./platform";

/** The host name from the /site/[host] route parameter (the proxy encodes it). */
export function hostFromParam(param: string): string {
  return decodeURIComponent(param).toLowerCase();
}

/** Plain localhost (no tenant sub-domain) shows the list of demo tenants. */
export function isDirectoryHost(host: string): boolean {
  const name = host.replace(/:\d+$/, "");
  return name === "localhost" || name === "127.0.0.1" || name === "[::1]";
}

/** The tenant for a host, once per request (React cache), or null. */
export const siteForHost = cache(async (hostParam: string): Promise<SiteConfig | null> => {
  const platform = await getPlatform();
  return platform.sites.byHost(hostFromParam(hostParam));
});

/** The site's public base address, used for canonical URLs, sitemaps and share links. */
export function siteBaseUrl(site: SiteConfig, hostParam: string): string {
  const host = site.domains[0] ?? hostFromParam(hostParam);
  const local = isLocalHost(host);
  return `${local ? "http" : "https"}://${host}`;
}

function isLocalHost(host: string): boolean {
  return /(^|\.)localhost(:\d+)?$/.test(host) || host.startsWith("127.0.0.1");
}
