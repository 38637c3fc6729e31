import type { SiteConfig, SiteRepository, SiteResolver } from "@forecourt/core";
import { hostName } from "../store/site-repository";

/** How long a host's answer is reused when no sites notice arrives (the notice is the usual way), in ms. */
export const SITE_CACHE_MS = 5_000;
/** Hosts remembered at most: past it the cache starts over, so made-up Host headers cannot grow it. */
const MAX_HOSTS = 1_000;

export interface SiteResolverOptions {
  /** How long an answer is reused, in ms; 0 asks the store every time. */
  cacheMs: number;
  /** Subscribes to the sites notice (a site created, changed or deleted, by any process). */
  onSiteChange?: ((listener: () => void) => () => void) | undefined;
  /** Milliseconds now; tests pin it. */
  now?: () => number;
}

/**
 * Issue 31 §4: the one host → site resolution of a process (pages, the proxy's headers, the API),
 * with one cache that the sites notice empties, so the next request after a change sees it.
 * An answer is cached as its promise: a notice during the store's read drops it with the rest.
 */
export function createSiteResolver(
  sites: Pick<SiteRepository, "byHost">,
  options: SiteResolverOptions,
): SiteResolver {
  const now = options.now ?? Date.now;
  const answers = new Map<string, { site: Promise<SiteConfig | null>; until: number }>();
  const forget = () => answers.clear();
  options.onSiteChange?.(forget);
  return {
    siteForHost(host) {
      const name = hostName(host);
      const at = now();
      const hit = answers.get(name);
      if (hit && hit.until > at) return hit.site;
      const site = sites.byHost(name);
      if (options.cacheMs > 0) {
        if (answers.size >= MAX_HOSTS) answers.clear();
        const entry = { site, until: at + options.cacheMs };
        answers.set(name, entry);
        // A failed read is not an answer: the next request asks again.
        site.catch(() => {
          if (answers.get(name) === entry) answers.delete(name);
        });
      }
      return site;
    },
    forget,
  };
}
