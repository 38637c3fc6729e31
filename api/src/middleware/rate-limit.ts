import type { MiddlewareHandler } from "hono";
import { rateLimiter, type Store } from "hono-rate-limiter";
import type { RateLimits, SharedRateCounter } from "../deps";
import type { AppEnv } from "../http/env";
import { problemResponse } from "../http/problem";

const TOO_MANY = "Too many requests. Please wait a moment and try again.";

/** Marks a rate-limit middleware, so the OpenAPI document lists 429 on the paths it guards. */
export const RATE_LIMITED = Symbol("rate-limited");

/**
 * Per-IP and per-site limits for one group of endpoints (leads, sign-in,
 * quotes): each group counts separately, in the store when the platform gives
 * its `counter` (every instance behind a load balancer counts against one total,
 * issue 20 §3), else in this process's memory. 429 with Retry-After.
 * An IP's count spans every site of the deployment (issue 16: counting it per
 * site let one address send the limit once per tenant); a site's count spans every IP.
 */
export function rateLimits(
  group: string,
  limits: RateLimits | false,
  clientIp: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string,
  counter?: SharedRateCounter,
): MiddlewareHandler<AppEnv>[] {
  if (limits === false) return [];
  const common = {
    windowMs: limits.windowMs,
    standardHeaders: "draft-6" as const,
    handler: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) =>
      problemResponse(c, { status: 429, detail: TOO_MANY, message: TOO_MANY }),
    ...(counter ? { store: sharedStore(counter, limits.windowMs) } : {}),
  };
  const marked = (m: MiddlewareHandler<AppEnv>) => Object.assign(m, { [RATE_LIMITED]: true });
  return [
    marked(
      rateLimiter<AppEnv>({
        ...common,
        limit: limits.perIp,
        keyGenerator: (c) => `${group}:ip:${clientIp(c)}`,
      }),
    ),
    marked(
      rateLimiter<AppEnv>({
        ...common,
        limit: limits.perSite,
        keyGenerator: (c) => `${group}:site:${c.get("site").slug}`,
      }),
    ),
  ];
}

/** hono-rate-limiter's store over the shared counter (one per limiter: it reads the window from here). */
function sharedStore(counter: SharedRateCounter, windowMs: number): Store<AppEnv> {
  return {
    async increment(key) {
      const { count, resetAt } = await counter.hit(key, windowMs);
      return { totalHits: count, resetTime: resetAt };
    },
    decrement: (key) => counter.unhit(key, windowMs),
    resetKey: (key) => counter.reset(key),
  };
}
