import type { SiteResolver } from "@forecourt/core";
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
 * Resolves the tenant from the request's host ({slug}.localhost[:port] or a verified domain)
 * through the process's one SiteResolver (issue 31 §4: the pages' own, so a site change the
 * sites notice reports reaches both at once); unknown host → 404. The host is core's
 * requestHost rule, the one the site's pages use: Host, or the X-Forwarded-Host a trusted proxy
 * set (issue 30 §2).
 */
export function tenant(sites: SiteResolver, trustedProxyHops = 0): MiddlewareHandler<AppEnv> {
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
    const site = await sites.siteForHost(host);
    if (!site) throw new ApiError("NOT_FOUND", "Unknown site");
    c.set("site", site);
    await next();
  };
}
