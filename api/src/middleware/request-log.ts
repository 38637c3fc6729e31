import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "pino";
import type { AppEnv } from "../http/env";

/**
 * Gives each request an id (X-Request-Id, kept when a load balancer sent a
 * sane one) and logs one JSON line when it ends: id, site, route pattern,
 * status and time. Never the body, the query or the path values: they hold
 * the shopper's personal details (issue 4 §6).
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.set("log", logger.child({ reqId: requestId }));
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      reqId: requestId,
      site: c.get("site")?.slug ?? null,
      method: c.req.method,
      route: routePath(c),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
