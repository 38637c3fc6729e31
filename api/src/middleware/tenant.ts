import type { SiteConfig, SiteRepository } from "@forecourt/core";
import { requestHost } from "@forecourt/core/security/request-host";
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
 * Resolves the tenant from the request's host ({slug}.localhost[:port] or a configured domain)
 * through SiteRepository.byHost; unknown host → 404 JSON. The host is core's requestHost rule,
 * the one the site's pages use: Host, or the X-Forwarded-Host a trusted proxy set (issue 30 §2).
 * Answers are reused for `cacheMs` so a hot endpoint does not ask the store
 * for its site on every request; `onSiteChange` empties the cache when any site changes.
 */
export function tenant(
  sites: SiteRepository,
  cacheMs: number,
  onSiteChange?: (listener: () => void) => () => void,
  trustedProxyHops = 0,
): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, { site: SiteConfig | null; until: number }>();
  // A created, changed or deleted site (any process) must answer at once, not after cacheMs.
  onSiteChange?.(() => cache.clear());
  return async (c, next) => {
    const host = hostName(
      requestHost({
        host: c.req.header("host"),
        forwardedHost: c.req.raw.headers.get("x-forwarded-host") ?? undefined,
        trustedHops: trustedProxyHops,
      }) ?? undefined,
    );
    if (!host) throw new ApiError("NOT_FOUND", "Unknown site");
    c.set("host", host);
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
