import { apiSecurityHeaders } from "@forecourt/core/security/security-headers";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/env";

const CSP = "Content-Security-Policy";

/**
 * Every security header of an API answer, as one list built once: Hono's `secureHeaders`
 * defaults (cross-origin resources from the same site only; HSTS always, a browser ignores it
 * on http) overlaid with core's API headers (CSP, referrer and permissions policies), the
 * latter winning. Was two middleware setting 16 headers on every answer, some twice.
 */
export const API_ANSWER_HEADERS: ReadonlyArray<readonly [string, string]> = Object.entries({
  "Cross-Origin-Resource-Policy": "same-site",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "Strict-Transport-Security": "max-age=15552000; includeSubDomains",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Frame-Options": "SAMEORIGIN",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
  ...apiSecurityHeaders(false),
});
const WITHOUT_CSP = API_ANSWER_HEADERS.filter(([name]) => name !== CSP);

/**
 * Sets API_ANSWER_HEADERS on every answer, errors included, over whatever a route set. A PDF
 * (it opens in the browser's own viewer, which a document CSP would block) and the reference
 * pages under `docsPath` (they run Swagger UI's script and set their own CSP) get no CSP here.
 * The headers go on the answer's own Headers, once each: `c.header()` on a finished answer
 * would rebuild it as a full Response around a stream, once per header.
 */
export function securityHeaders(docsPath: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const own =
      c.req.path.startsWith(docsPath) ||
      headers.get("content-type")?.startsWith("application/pdf") === true;
    for (const [name, value] of own ? WITHOUT_CSP : API_ANSWER_HEADERS) headers.set(name, value);
  };
}
