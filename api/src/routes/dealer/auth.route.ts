import { abilitiesOf, type StaffMember } from "@forecourt/core";
import { createRoute } from "@hono/zod-openapi";
import { appendSetCookies, authRequest } from "../../auth/cookies";
import { allowCodeCheck, allowCodeSend, codeWasRight } from "../../auth/sign-in-limits";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonBody, jsonOk } from "../openapi-helpers";
import {
  CODE_SENT,
  STAFF_CODE_MESSAGES,
  StaffCodeBody,
  StaffMe,
  StaffSession,
  StaffSignInBody,
} from "./auth.schema";
import { dealerRoute } from "./dealer-route";
import { currentStaff, type StaffGuard } from "./guard";

/** The same answer whether or not the address is staff here: it tells nobody who is. */
export const CODE_SENT_MESSAGE = "If that address is staff here, a code is on its way.";

const view = (m: StaffMember) => ({ id: m.id, email: m.email, role: m.role, name: m.name });

/**
 * Staff sign-in (issue 17 §2): an e-mail one-time code through better-auth (deps.dealerAuth),
 * with its own session cookie; only addresses on this site's staff get a code.
 */
export function dealerAuthRoutes(deps: ApiDeps, guards: RouteGuards, guard: StaffGuard) {
  const app = newRouter();
  app.use("/dealer/auth/code", ...guards.signInLimits);
  app.use("/dealer/auth/sign-in", ...guards.signInLimits);

  app.openapi(
    createRoute({
      method: "post",
      path: "/dealer/auth/code",
      tags: ["Dealer"],
      operationId: "dealerRequestCode",
      summary: "Send a staff member a one-time sign-in code by e-mail",
      request: jsonBody(StaffCodeBody),
      responses: jsonOk(CODE_SENT),
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      // Counted per address whether or not it is staff here, so a 429 tells nobody either.
      const to = { kind: "staff", site: c.get("site").slug, address: email } as const;
      await allowCodeSend(c, deps.signInThrottle, guards.signInCodeLimits, to, guards.now());
      await deps.dealerAuth.sendCode(to.site, email);
      return c.json({ message: CODE_SENT_MESSAGE }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/dealer/auth/sign-in",
      tags: ["Dealer"],
      operationId: "dealerSignIn",
      summary: "Check a staff code and start a staff session (HTTP-only cookie)",
      request: jsonBody(StaffSignInBody),
      responses: jsonOk(StaffSession),
    }),
    async (c) => {
      const { email, code } = c.req.valid("json");
      const site = c.get("site").slug;
      const to = { kind: "staff", site, address: email } as const;
      await allowCodeCheck(c, deps.signInThrottle, guards.signInCodeLimits, to, guards.now());
      const result = await deps.dealerAuth.verifyCode(site, email, code, authRequest(c));
      if (!result.ok) throw ApiError.field("code", STAFF_CODE_MESSAGES[result.reason]);
      await codeWasRight(deps.signInThrottle, to);
      appendSetCookies(c, result.setCookies);
      c.get("log").info({ site, staffId: result.staff.id }, "staff signed in");
      return c.json({ staff: view(result.staff) }, 200);
    },
  );

  app.openapi(
    dealerRoute(guard, "sales", {
      method: "post",
      path: "/dealer/auth/sign-out",
      operationId: "dealerSignOut",
      summary: "End the staff session",
      responses: jsonOk(StaffSession),
    }),
    async (c) => {
      appendSetCookies(c, await deps.dealerAuth.signOut(c.get("site").slug, authRequest(c)));
      return c.json({ staff: null }, 200);
    },
  );

  app.openapi(
    dealerRoute(guard, "sales", {
      method: "get",
      path: "/dealer/me",
      operationId: "dealerMe",
      summary: "The signed-in staff member, their site and what their role lets them do",
      responses: jsonOk(StaffMe),
    }),
    (c) => {
      const staff = currentStaff(c);
      const site = c.get("site");
      return c.json(
        {
          staff: view(staff),
          site: { slug: site.slug, name: site.name },
          abilities: abilitiesOf(staff.role),
        },
        200,
      );
    },
  );
  return app;
}
