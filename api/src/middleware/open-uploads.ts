import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/env";
import { problemResponse } from "../http/problem";

/** Requests with a body one client may have open at once in one process (issue 30 §11). */
export const DEFAULT_OPEN_UPLOADS_PER_CLIENT = 8;
const TOO_MANY_OPEN = "Too many requests are still being sent. Please wait for them to finish.";

/** Whether the request carries a body (its headers say so; a GET or HEAD without them does not). */
const hasBody = (c: Context<AppEnv>) =>
  c.req.header("transfer-encoding") !== undefined ||
  Number.parseInt(c.req.header("content-length") ?? "0", 10) > 0;

/**
 * Caps the requests with a body one client address has open at once (issue 30 §11: slowly sent
 * bodies held connections): past `max`, 429 at once, before its body is read. A request counts
 * until its answer is made. Counted in this process, as its connections are: a count in the
 * store would outlive a process that died holding it; the request deadlines bound each one.
 * `false` turns it off (as `rateLimits: false` does the limits, for the benchmark).
 */
export function openUploadsPerClient(
  max: number | false,
  clientIp: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> {
  const open = new Map<string, number>();
  return async (c, next) => {
    if (max === false || !hasBody(c)) return next();
    const client = clientIp(c);
    const count = open.get(client) ?? 0;
    if (count >= max) {
      c.header("Retry-After", "1");
      return problemResponse(c, { status: 429, detail: TOO_MANY_OPEN, message: TOO_MANY_OPEN });
    }
    open.set(client, count + 1);
    try {
      await next();
    } finally {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    }
  };
}
