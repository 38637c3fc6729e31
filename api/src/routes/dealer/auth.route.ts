import { abilitiesOf, type StaffMember } from "@forecourt/core";
import { STAFF_CODE_SENT } from "@forecourt/core/security/sign-in-answers";
import { requestStaffSignInCode } from "@forecourt/core/use-cases/request-staff-sign-in-code";
import { verifyStaffSignInCode } from "@forecourt/core/use-cases/verify-staff-sign-in-code";
import { createRoute } from "@hono/zod-openapi";
import { appendSetCookies, authRequest } from "../../auth/cookies";
import { signInProblem } from "../../auth/sign-in-limits";
import type { ApiDeps } from "../../deps";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonBody, jsonOk } from "../openapi-helpers";
import { CODE_SENT, StaffCodeBody, StaffMe, StaffSession, StaffSignInBody } from "./auth.schema";
import { dealerRoute } from "./dealer-route";
import { currentStaff, type StaffGuard } from "./guard";

/** The same answer whether or not the address is staff here: it tells nobody who is. */
export const CODE_SENT_MESSAGE = STAFF_CODE_SENT;

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
      const site = c.get("site").slug;
      const result = await requestStaffSignInCode(
        { throttle: deps.signInThrottle, staff: deps.staff, staffAuth: deps.dealerAuth },
        c.req.valid("json"),
        { now: guards.now(), site, limits: guards.signInCodeLimits },
      );
      if (!result.ok) throw signInProblem(c, result.problem);
      const outcome = result.value;
      // The operator's line (no address, no code); the person's answer is the same regardless.
      if (outcome.delivery === "failed") {
        const { permanent, reason } = outcome;
        c.get("log").warn({ site, permanent, reason }, "staff sign-in code not sent");
      }
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
      const site = c.get("site").slug;
      const result = await verifyStaffSignInCode(
        { throttle: deps.signInThrottle, staffAuth: deps.dealerAuth },
        c.req.valid("json"),
        { now: guards.now(), site, limits: guards.signInCodeLimits, request: authRequest(c) },
      );
      if (!result.ok) throw signInProblem(c, result.problem);
      const { staff, setCookies } = result.value;
      appendSetCookies(c, setCookies);
      c.get("log").info({ site, staffId: staff.id }, "staff signed in");
      return c.json({ staff: view(staff) }, 200);
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
