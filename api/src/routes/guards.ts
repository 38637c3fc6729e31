import type { SignInCodeLimits } from "@forecourt/core/security/sign-in-throttle";
import type { Context, MiddlewareHandler } from "hono";
import type { CardTestingGuard } from "../http/card-testing-guard";
import type { AppEnv } from "../http/env";
import type { HitCounter } from "../http/hit-counter";

/** Cross-cutting pieces the route modules share, built once in createApp. */
export interface RouteGuards {
  now: () => Date;
  leadLimits: MiddlewareHandler<AppEnv>[];
  signInLimits: MiddlewareHandler<AppEnv>[];
  /** Per-destination sign-in code cooldown, daily cap and lockout (issue 30 §6). */
  signInCodeLimits: SignInCodeLimits;
  quoteLimits: MiddlewareHandler<AppEnv>[];
  requireUser: MiddlewareHandler<AppEnv>;
  /** The client's address, as the rate limits read it (it keys anonymous paid holds, issue 30 §7). */
  clientIp: (c: Context<AppEnv>) => string;
  /** Per-IP and per-site limits on card payments (/online-payment), tighter than leads' (issue 30 §10). */
  paymentLimits: MiddlewareHandler<AppEnv>[];
  /** Declined card payments per client and site, challenging or refusing the next (issue 30 §10). */
  cardTesting: CardTestingGuard;
  /** Per-IP and per-site limits on one group of anonymous writes (issue 30 §9), made once per group. */
  writeLimits: (group: string) => MiddlewareHandler<AppEnv>[];
  /** Counts a hit where the rate limits count (issue 30 §9: views once a day, zero-result quotas). */
  countHit: HitCounter;
}
