import type { CardTestingLimits } from "@forecourt/core/payments/card-testing";
import type { PaymentDeclineCounter } from "@forecourt/core/ports/payment-declines";
import type { CardPayer } from "@forecourt/core/use-cases/card-testing-gate";
import type { Context } from "hono";
import type { SharedRateCounter } from "../deps";
import type { AppEnv } from "./env";

/**
 * Issue 30 §10: what the card-charging use cases (reserve a car, pay online) need from the API to
 * gate a payment after declines: the limits, where declines are counted, and who is paying.
 */
export interface CardTestingGuard {
  limits: CardTestingLimits;
  declines: PaymentDeclineCounter;
  /** The request's payer: its site, client address (as the rate limits read it), signed in or not. */
  payer(c: Context<AppEnv>): CardPayer;
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
  return {
    limits,
    declines: sharedDeclineCounter(counter),
    payer: (c) => ({
      site: c.get("site").slug,
      clientAddress: clientIp(c),
      signedIn: !!c.get("user"),
    }),
  };
}

/** Declines per client address (across sites) and per site, in the shared rate counters. */
export function sharedDeclineCounter(counter: SharedRateCounter): PaymentDeclineCounter {
  const keys = (site: string, clientAddress: string) => ({
    client: `payment-declined:ip:${clientAddress}`,
    site: `payment-declined:site:${site}`,
  });
  return {
    async counts(site, clientAddress) {
      const key = keys(site, clientAddress);
      const [client, siteDeclines] = await Promise.all([
        counter.peek(key.client),
        counter.peek(key.site),
      ]);
      return { client, site: siteDeclines };
    },
    async record(site, clientAddress, windowMs) {
      const key = keys(site, clientAddress);
      await Promise.all([counter.hit(key.client, windowMs), counter.hit(key.site, windowMs)]);
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
