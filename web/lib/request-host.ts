import { requestHost } from "@forecourt/core/security/request-host";
import { trustedProxyHopsFromEnv } from "@forecourt/core/security/trusted-proxy-hops";

// Read once: the environment does not change while the server runs, and the proxy asks per request.
let hops: number | undefined;

/**
 * The deployment's trusted proxy hops (FORECOURT_TRUSTED_PROXY_HOPS, issue 30 §2). web/server.ts
 * refuses a bad value at start, so a throw here means the site was started some other way.
 */
export function trustedProxyHops(): number {
  if (hops === undefined) {
    const parsed = trustedProxyHopsFromEnv(process.env);
    if (!parsed.ok) throw new Error(parsed.error);
    hops = parsed.hops;
  }
  return hops;
}

/**
 * The host a request was sent to (lower-case, with any port), by core's rule: the one the
 * API's tenant middleware uses, so a page and the API never pick different tenants.
 */
export function hostOfRequest(headers: { get(name: string): string | null }): string | null {
  return requestHost({
    host: headers.get("host") ?? undefined,
    forwardedHost: headers.get("x-forwarded-host") ?? undefined,
    trustedHops: trustedProxyHops(),
  });
}
