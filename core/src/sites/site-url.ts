import type { SiteConfig } from "../schemas/site-config";

const LOCAL_HOST = /(^|\.)localhost(:\d+)?$|^127\.0\.0\.1(:\d+)?$/;

/**
 * The site's public origin from its primary host (the first of `domains`, as its canonical URLs
 * and sitemaps use): `https://host`, `http://` for a localhost name; null when it has no domain.
 */
export function siteOrigin(site: Pick<SiteConfig, "domains">): string | null {
  const host = site.domains[0];
  if (!host) return null;
  return `${LOCAL_HOST.test(host) ? "http" : "https"}://${host}`;
}

/**
 * An address as a reader outside the site needs it (a CRM reading a lead's ADF, an e-mail):
 * a path is resolved against the site's primary host; an absolute URL, or any address of a site
 * without a domain, is returned as it is.
 */
export function absoluteSiteUrl(site: Pick<SiteConfig, "domains">, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const origin = siteOrigin(site);
  if (!origin) return url;
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return url;
  }
}
