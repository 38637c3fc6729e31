import { CodeNotSentError } from "@forecourt/core/security/code-not-sent";
import { createRoute } from "@hono/zod-openapi";
import { appendSetCookies, authRequest } from "../auth/cookies";
import { allowCodeCheck, allowCodeSend, codeWasRight } from "../auth/sign-in-limits";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { idempotentResponses } from "../http/idempotent-response";
import { newRouter } from "../http/router";
import {
  CODE_MESSAGES,
  CODE_NOT_TEXTED,
  NUMBER_NOT_TEXTED,
  SendCodeBody,
  SessionResponse,
  VerifyCodeBody,
} from "./auth.schema";
import type { RouteGuards } from "./guards";
import { IdempotencyHeader } from "./leads.schema";
import { Empty, jsonBody, jsonOk } from "./openapi-helpers";

/** Whether the session a kept sign-in answer's Set-Cookie values name is still signed in. */
async function sessionLives(deps: ApiDeps, site: string, setCookies: string[]): Promise<boolean> {
  const cookie = setCookies.map((value) => value.split(";")[0]?.trim() ?? "").join("; ");
  return (await deps.auth.session(site, new Headers({ cookie }))) !== null;
}

/**
 * §6 sign-in by mobile number and one-time code, sign-out and the current session. better-auth
 * (deps.auth, one instance per site) keeps the codes, users and sessions and makes the cookies;
 * these routes keep the API's shapes, validation and rate limits.
 */
export function authRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  app.use("/auth/code", ...guards.signInLimits);
  app.use("/auth/verify", ...guards.signInLimits);
  // Issue 15 §3: a retried send does not text a second code; a retried check gets the same
  // session, only while that session lives (never after sign-out or expiry).
  app.use("/auth/code", idempotentResponses(deps.idempotentResponses, "auth-code", guards.now));
  app.use(
    "/auth/verify",
    idempotentResponses(deps.idempotentResponses, "auth-verify", guards.now, (site, setCookies) =>
      sessionLives(deps, site, setCookies),
    ),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/auth/code",
      operationId: "sendSignInCode",
      tags: ["Shopper sign-in"],
      summary: "Send a one-time sign-in code to a mobile number",
      request: { headers: IdempotencyHeader, ...jsonBody(SendCodeBody) },
      responses: {
        ...jsonOk(Empty),
        409: { description: "The Idempotency-Key's first request is still running (problem+json)" },
        422: { description: "The Idempotency-Key was used with a different body (problem+json)" },
      },
    }),
    async (c) => {
      const { phone } = c.req.valid("json");
      const to = { kind: "shopper", site: c.get("site").slug, address: phone } as const;
      await allowCodeSend(c, deps.signInThrottle, guards.signInCodeLimits, to, guards.now());
      try {
        await deps.auth.sendCode(to.site, phone);
      } catch (error) {
        if (!(error instanceof CodeNotSentError)) throw error;
        // The SMS provider's reason is the operator's (never the number or the code).
        const { permanent, reason } = error;
        c.get("log").warn({ site: to.site, permanent, reason }, "sign-in code not texted");
        throw permanent
          ? ApiError.field("phone", NUMBER_NOT_TEXTED)
          : new ApiError("STORE_UNAVAILABLE", CODE_NOT_TEXTED);
      }
      return c.json({}, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/auth/verify",
      operationId: "verifySignInCode",
      tags: ["Shopper sign-in"],
      summary: "Check the code and start a session (HTTP-only cookie)",
      request: { headers: IdempotencyHeader, ...jsonBody(VerifyCodeBody) },
      responses: {
        ...jsonOk(SessionResponse),
        409: { description: "The Idempotency-Key's first request is still running (problem+json)" },
        422: { description: "The Idempotency-Key was used with a different body (problem+json)" },
      },
    }),
    async (c) => {
      const { phone, code } = c.req.valid("json");
      const to = { kind: "shopper", site: c.get("site").slug, address: phone } as const;
      await allowCodeCheck(c, deps.signInThrottle, guards.signInCodeLimits, to, guards.now());
      const result = await deps.auth.verifyCode(to.site, phone, code, authRequest(c));
      if (!result.ok) throw ApiError.field("code", CODE_MESSAGES[result.reason]);
      await codeWasRight(deps.signInThrottle, to);
      appendSetCookies(c, result.setCookies);
      const { user } = result;
      return c.json({ user: { id: user.id, phone: user.phone } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/auth/sign-out",
      operationId: "signOut",
      tags: ["Shopper sign-in"],
      summary: "End the session",
      responses: jsonOk(SessionResponse),
    }),
    async (c) => {
      appendSetCookies(c, await deps.auth.signOut(c.get("site").slug, authRequest(c)));
      return c.json({ user: null }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/session",
      operationId: "getSession",
      tags: ["Shopper sign-in"],
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
