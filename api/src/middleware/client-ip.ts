import type { Context } from "hono";
import type { AppEnv } from "../http/env";

/**
 * The client's address: the first X-Forwarded-For hop when the API sits
 * behind a trusted load balancer, else the socket's peer (@hono/node-server
 * puts the Node request on `c.env.incoming`); "unknown" in in-process tests.
 */
export function clientIpOf(trustProxy: boolean): (c: Context<AppEnv>) => string {
  return (c) => {
    if (trustProxy) {
      const first = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
      if (first) return first;
    }
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    return env?.incoming?.socket?.remoteAddress ?? "unknown";
  };
}
