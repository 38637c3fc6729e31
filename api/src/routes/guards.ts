import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/env";

/** Cross-cutting pieces the route modules share, built once in createApp. */
export interface RouteGuards {
  now: () => Date;
  leadLimits: MiddlewareHandler<AppEnv>[];
  signInLimits: MiddlewareHandler<AppEnv>[];
  quoteLimits: MiddlewareHandler<AppEnv>[];
  requireUser: MiddlewareHandler<AppEnv>;
}
