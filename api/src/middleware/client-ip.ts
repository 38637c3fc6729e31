import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  normalisedAddress,
  UNKNOWN_CLIENT,
} from "@forecourt/core/security/client-address";
import type { Context } from "hono";
import type { ApiOptions } from "../deps";
import type { AppEnv } from "../http/env";

/**
 * The client's address for the per-address limits, by core's rule (issue 30 §2). Standalone
 * (@hono/node-server puts the Node request on `c.env.incoming`): the socket's peer, or behind
 * `trustedProxyHops` proxies the entry the outermost one appended to X-Forwarded-For. Mounted in
 * the site: the header web/server.ts always overwrites, and nothing a client could write.
 */
export function clientIpOf(
  options: Pick<ApiOptions, "trustedProxyHops" | "clientAddressFrom">,
): (c: Context<AppEnv>) => string {
  if (options.clientAddressFrom === "site-server") {
    return (c) => normalisedAddress(c.req.header(CLIENT_ADDRESS_HEADER) ?? "") ?? UNKNOWN_CLIENT;
  }
  const trustedHops = options.trustedProxyHops ?? 0;
  return (c) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    return clientAddress({
      socketAddress: env?.incoming?.socket?.remoteAddress,
      forwardedFor: c.req.raw.headers.get("x-forwarded-for") ?? undefined,
      trustedHops,
    });
  };
}
