import { createRoute } from "@hono/zod-openapi";
import {
  clearOtpCookie,
  clearSessionCookie,
  OTP_COOKIE,
  readCookie,
  SESSION_TTL_MS,
  setOtpCookie,
  setSessionCookie,
} from "../auth/cookies";
import { OTP_TTL_MS, type OtpChallenges } from "../auth/otp-challenge";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import { CODE_MESSAGES, SendCodeBody, SessionResponse, VerifyCodeBody } from "./auth.schema";
import type { RouteGuards } from "./guards";
import { Empty, jsonBody, jsonOk } from "./openapi-helpers";

/** §6 sign-in by mobile number and one-time code, sign-out and the current session. */
export function authRoutes(deps: ApiDeps, otp: OtpChallenges, guards: RouteGuards) {
  const app = newRouter();
  app.use("/auth/code", ...guards.signInLimits);
  app.use("/auth/verify", ...guards.signInLimits);

  app.openapi(
    createRoute({
      method: "post",
      path: "/auth/code",
      summary: "Send a one-time sign-in code to a mobile number",
      request: jsonBody(SendCodeBody),
      responses: jsonOk(Empty),
    }),
    async (c) => {
      const { phone } = c.req.valid("json");
      const site = c.get("site").slug;
      const { code, challenge } = otp.issue(site, phone, guards.now());
      await deps.otpSender.send(site, phone, code);
      setOtpCookie(c, challenge, OTP_TTL_MS / 1000);
      return c.json({}, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/auth/verify",
      summary: "Check the code and start a session (HTTP-only cookie)",
      request: jsonBody(VerifyCodeBody),
      responses: jsonOk(SessionResponse),
    }),
    async (c) => {
      const { phone, code } = c.req.valid("json");
      const site = c.get("site").slug;
      const now = guards.now();
      const check = otp.check(readCookie(c, OTP_COOKIE), site, phone, code, now);
      if (!check.ok) throw ApiError.field("code", CODE_MESSAGES[check.reason]);
      const user =
        (await deps.users.byPhone(site, phone)) ?? (await deps.users.create(site, phone));
      const token = await deps.sessions.create(
        site,
        user.id,
        new Date(now.getTime() + SESSION_TTL_MS),
      );
      clearOtpCookie(c);
      setSessionCookie(c, token);
      return c.json({ user: { id: user.id, phone: user.phone } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/auth/sign-out",
      summary: "End the session",
      responses: jsonOk(SessionResponse),
    }),
    async (c) => {
      const token = c.get("sessionToken");
      if (token) await deps.sessions.delete(c.get("site").slug, token);
      clearSessionCookie(c);
      return c.json({ user: null }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/session",
      summary: "The signed-in user, or null",
      responses: jsonOk(SessionResponse),
    }),
    (c) => {
      const user = c.get("user");
      return c.json({ user: user ? { id: user.id, phone: user.phone } : null }, 200);
    },
  );
  return app;
}
