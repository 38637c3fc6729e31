import type { SiteConfig, SiteRepository } from "@forecourt/core";
import type { MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";

/** The host name without port, lower-cased; null when the header is missing or malformed. */
export function hostName(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, "");
  return /^[a-z0-9.-]{1,253}$/.test(host) ? host : null;
}

/**
 * Resolves the tenant from the Host header ({slug}.localhost[:port] or a
 * configured domain) through SiteRepository.byHost; unknown host → 404 JSON.
 * Answers are reused for `cacheMs` so a hot endpoint does not ask the store
 * for its site on every request; `onSiteChange` empties the cache when any site changes.
 */
export function tenant(
  sites: SiteRepository,
  cacheMs: number,
  onSiteChange?: (listener: () => void) => () => void,
): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, { site: SiteConfig | null; until: number }>();
  // A created, changed or deleted site (any process) must answer at once, not after cacheMs.
  onSiteChange?.(() => cache.clear());
  return async (c, next) => {
    const host = hostName(c.req.header("host"));
    if (!host) throw new ApiError("NOT_FOUND", "Unknown site");
    const now = Date.now();
    let hit = cache.get(host);
    if (!hit || hit.until <= now) {
      hit = { site: await sites.byHost(host), until: now + cacheMs };
      if (cache.size > 1000) cache.clear();
      cache.set(host, hit);
    }
    if (!hit.site) throw new ApiError("NOT_FOUND", "Unknown site");
    c.set("site", hit.site);
    await next();
  };
}
