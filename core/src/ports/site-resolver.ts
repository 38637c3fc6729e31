import type { SiteConfig } from "../schemas/site-config";

/**
 * Issue 31 §4: a request's host → its site, the one way pages, the proxy and the API take,
 * through one cache per process that a site change (any process) empties at once.
 */
export interface SiteResolver {
  /** The site answering for `host` ({slug}.localhost or a verified domain; any port, any case), or null. */
  siteForHost(host: string): Promise<SiteConfig | null>;
  /** Drops every cached answer (the sites notice calls it; so may a write in this process). */
  forget(): void;
}
