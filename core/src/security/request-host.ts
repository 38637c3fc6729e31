/** What the host rule reads of one request (issue 30 §2). */
export interface RequestHostInput {
  /** The Host header. */
  host: string | undefined;
  /** Every X-Forwarded-Host value received, in order. */
  forwardedHost: string | readonly string[] | undefined;
  /** Reverse proxies in front of the process; 0 = clients connect directly. */
  trustedHops: number;
}

const HOST = /^(?:[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/** A host as written in Host (name or bracketed IPv6, optional port), lower-cased; null if malformed. */
export function normalisedHost(value: string | undefined): string | null {
  const host = value?.trim().toLowerCase() ?? "";
  return host.length <= 260 && HOST.test(host) ? host : null;
}

/**
 * The host the request was sent to, which picks the tenant for pages and the API alike
 * (issue 30 §2). With no trusted proxy only Host counts: X-Forwarded-Host is the client's
 * own text. Behind a trusted proxy, the X-Forwarded-Host value the proxy set (the rightmost;
 * one that appends puts its own last), else Host when the proxy passed Host through.
 * Null when the chosen value is missing or malformed.
 */
export function requestHost({ host, forwardedHost, trustedHops }: RequestHostInput): string | null {
  if (trustedHops > 0 && forwardedHost !== undefined) {
    const values = typeof forwardedHost === "string" ? [forwardedHost] : forwardedHost;
    const rightmost = values.flatMap((value) => value.split(",")).at(-1);
    const forwarded = normalisedHost(rightmost);
    if (forwarded) return forwarded;
  }
  return normalisedHost(host);
}
