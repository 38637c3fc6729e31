import { createHash } from "node:crypto";

/**
 * An opaque token for one client on one site and day (issue 30 §9: a view counts once per
 * visitor): a hash of the client's address with the site and day, cut to 16 hex digits, so the
 * counters keep no address and a token means nothing on another site or day.
 */
export function visitorToken(address: string, site: string, day: string): string {
  return createHash("sha256").update(`${site}\n${day}\n${address}`).digest("hex").slice(0, 16);
}
