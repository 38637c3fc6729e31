import { carriesSessionCookie, type ShopperAuthPort } from "@forecourt/core";
import type { MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";

/**
 * Reads the session cookie into `user` through better-auth for the request's site (null when
 * absent, unknown, expired, signed out or of another site; §6).
 */
export function session(auth: ShopperAuthPort): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set(
      "user",
      carriesSessionCookie(c.req.header("cookie"))
        ? await auth.session(c.get("site").slug, c.req.raw.headers)
        : null,
    );
    await next();
  };
}

/**
 * §5/§6: a signed-in user with a phone, else 401 with `message`, which names what the sign-in is
 * for (each route group passes its own; the watchlist's is the default).
 */
export const requireSignedIn =
  (message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.get("user");
    if (!user?.phone) throw new ApiError("UNAUTHENTICATED", message);
    await next();
  };

export const requireUser = requireSignedIn("Please sign in to use your watchlist.");
