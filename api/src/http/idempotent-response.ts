import type { IdempotentResponseRepository, StoredIdempotentResponse } from "@forecourt/core";
import type { MiddlewareHandler } from "hono";
import { ApiError } from "./api-error";
import type { AppEnv } from "./env";
import { idempotencyGuard, requestHashOf } from "./idempotency";

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const KEY_MESSAGE = "Idempotency-Key must be 1 to 200 visible ASCII characters";

/**
 * Issue 15 §3 the lead routes' Idempotency-Key rules for a route that is not a lead (online
 * payment, prize-wheel spin, sign-in): the same key and body replays the first successful answer
 * (status, body and any Set-Cookie, with `Idempotent-Replayed: true`) without running the route
 * again; the key with another body (or another signed-in shopper) is a 422; the key while its
 * first request still runs in this process is a 409. Failed answers are not kept: a retry runs
 * again. Without the header the route runs as before.
 *
 * A kept answer that set cookies (a sign-in's session) is replayed only while `sessionLives`
 * says the session those cookies name still lives: once the shopper has signed out (or the
 * session expired) the key no longer replays it, and the route runs again without keeping its
 * answer (a spent code is then refused). Without `sessionLives`, kept cookies are never replayed.
 */
export function idempotentResponses(
  repo: IdempotentResponseRepository,
  scope: string,
  now: () => Date,
  sessionLives?: (site: string, setCookies: string[]) => Promise<boolean>,
): MiddlewareHandler<AppEnv> {
  const guard = idempotencyGuard();
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw ApiError.field("Idempotency-Key", KEY_MESSAGE);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return next(); // not JSON: the route's own validation answers the 400
    }
    const site = c.get("site").slug;
    const requestHash = requestHashOf({ body, user: c.get("user")?.id ?? null });
    await guard.run(site, `${scope}\n${key}`, async () => {
      const stored = await repo.find(site, scope, key);
      if (stored === null) {
        await next();
        const res = c.res;
        if (res.status < 200 || res.status > 299) return;
        const kept = await repo.save({
          site,
          scope,
          key,
          requestHash,
          status: res.status,
          body: await res.clone().text(),
          setCookies: res.headers.getSetCookie(),
          createdAt: now(),
        });
        const sent = await res.clone().text();
        if (kept.requestHash === requestHash && kept.body === sent) return;
        // Another process answered this key first: its answer stands, as the lead routes' does.
        guard.checkReplay(kept, requestHash);
        if (!(await replayable(kept))) return; // the first answer's session has ended: keep ours
        c.res = undefined; // drop this answer's headers (its Set-Cookie) before the replay
        c.res = replay(kept);
        return;
      }
      guard.checkReplay(stored, requestHash);
      if (await replayable(stored)) {
        c.res = replay(stored);
        return;
      }
      // The session the kept answer started has ended: never hand it out again.
      await next();
    });
  };

  /** Whether a kept answer may be replayed: it set no cookie, or its session still lives. */
  async function replayable(stored: StoredIdempotentResponse): Promise<boolean> {
    if (stored.setCookies.length === 0) return true;
    return sessionLives ? sessionLives(stored.site, stored.setCookies) : false;
  }
}

function replay(stored: { status: number; body: string; setCookies: string[] }): Response {
  const headers = new Headers({
    "content-type": "application/json",
    "idempotent-replayed": "true",
  });
  for (const cookie of stored.setCookies) headers.append("set-cookie", cookie);
  return new Response(stored.body, { status: stored.status, headers });
}
