import type { SessionRepository } from "@forecourt/core";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../auth/cookies";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";

/** Reads the session cookie into `user` (null when absent, unknown or expired; §6). */
export function session(sessions: SessionRepository, now: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const valid = token !== undefined && /^[\w-]{16,128}$/.test(token);
    c.set("sessionToken", valid ? token : null);
    c.set("user", valid ? await sessions.get(c.get("site").slug, token, now()) : null);
    await next();
  };
}

/** §5/§6: the watchlist needs a signed-in user with a phone; anonymous → 401. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user?.phone) throw new ApiError("UNAUTHENTICATED", "Please sign in to use your watchlist.");
  await next();
};
