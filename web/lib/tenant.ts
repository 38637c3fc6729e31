import type { SiteConfig } from "@forecourt/core";
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

/**
 * The tenant for the /site/[host] parameter, or null: the process's one host → site resolution
 * (issue 31 §4), the API's and the proxy's too, whose cache the sites notice empties.
 */
export async function siteForHost(hostParam: string): Promise<SiteConfig | null> {
  return (await getPlatform()).siteResolver.siteForHost(hostFromParam(hostParam));
}

/** The site's public base address, used for canonical URLs, sitemaps and share links. */
export function siteBaseUrl(site: SiteConfig, hostParam: string): string {
  const host = site.domains[0] ?? hostFromParam(hostParam);
  const local = isLocalHost(host);
  return `${local ? "http" : "https"}://${host}`;
}

function isLocalHost(host: string): boolean {
  return /(^|\.)localhost(:\d+)?$/.test(host) || host.startsWith("127.0.0.1");
}
