import type { MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page (CSRF): the
 * Origin must be this request's own host (as the tenant middleware decided it),
 * `{slug}.localhost` or one of the site's configured domains. Browsers send
 * Origin on every cross-site POST; a request without it and without
 * `Sec-Fetch-Site: cross-site` is a non-browser client, which carries no
 * ambient cookie to abuse.
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === undefined) {
      if (c.req.header("sec-fetch-site") === "cross-site") {
        throw new ApiError("FORBIDDEN", "Cross-site requests are not allowed");
      }
      return next();
    }
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).hostname.toLowerCase();
    } catch {
      originHost = null;
    }
    const site = c.get("site");
    const allowed = new Set([
      c.get("host"),
      `${site.slug}.localhost`,
      ...site.domains.map((d) => d.toLowerCase()),
    ]);
    if (!originHost || !allowed.has(originHost)) {
      throw new ApiError("FORBIDDEN", "Cross-site requests are not allowed");
    }
    return next();
  };
}
