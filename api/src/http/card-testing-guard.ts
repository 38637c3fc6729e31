import {
  type CardTestingLimits,
  PAYMENT_GATE_MESSAGES,
  paymentGate,
} from "@forecourt/core/payments/card-testing";
import type { Context } from "hono";
import type { SharedRateCounter } from "../deps";
import { ApiError } from "./api-error";
import type { AppEnv } from "./env";

/** Issue 30 §10: declined card payments counted per client and per site, gating the next one. */
export interface CardTestingGuard {
  /** Refuses (429) or challenges (401: sign in with your mobile) a payment core's gate stops. */
  check(c: Context<AppEnv>): Promise<void>;
  /** Counts one declined payment against the client's address and the site. */
  declined(c: Context<AppEnv>): Promise<void>;
}

/**
 * Declines are counted in the store's shared counters (every instance counts against one total,
 * as the rate limits do), or in this process's memory when the platform gives none.
 */
export function cardTestingGuard(
  limits: CardTestingLimits,
  clientIp: (c: Context<AppEnv>) => string,
  counter: SharedRateCounter = memoryCounter(),
): CardTestingGuard {
  const keys = (c: Context<AppEnv>) => ({
    client: `payment-declined:ip:${clientIp(c)}`,
    site: `payment-declined:site:${c.get("site").slug}`,
  });
  return {
    async check(c) {
      const { client, site } = keys(c);
      const [clientDeclines, siteDeclines] = await Promise.all([
        counter.peek(client),
        counter.peek(site),
      ]);
      const gate = paymentGate({ clientDeclines, siteDeclines, signedIn: !!c.get("user") }, limits);
      if (gate === "blocked") throw new ApiError("RATE_LIMITED", PAYMENT_GATE_MESSAGES.blocked);
      if (gate === "verify") throw new ApiError("UNAUTHENTICATED", PAYMENT_GATE_MESSAGES.verify);
    },
    async declined(c) {
      const { client, site } = keys(c);
      await Promise.all([counter.hit(client, limits.windowMs), counter.hit(site, limits.windowMs)]);
    },
  };
}

/** One process's counts, for an API built without the store's counters. */
function memoryCounter(now: () => number = Date.now): SharedRateCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    return w && w.endsAt > now() ? w : undefined;
  };
  return {
    async hit(key, windowMs) {
      const w = live(key) ?? { count: 0, endsAt: now() + windowMs };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, resetAt: new Date(w.endsAt) };
    },
    async unhit(key) {
      const w = live(key);
      if (w) w.count = Math.max(0, w.count - 1);
    },
    async reset(key) {
      windows.delete(key);
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
  };
}
