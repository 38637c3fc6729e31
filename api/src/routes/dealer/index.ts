import { STAFF_SESSION_COOKIE } from "@forecourt/core";
import type { ApiDeps } from "../../deps";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { dealerAuthRoutes } from "./auth.route";
import { STAFF_SECURITY_SCHEME } from "./dealer-route";
import { staffGuard } from "./guard";
import { dealerLeadOwnerRoutes } from "./lead-owner.route";
import { dealerLeadSpamRoutes } from "./lead-spam.route";
import { dealerLeadRoutes } from "./leads.route";

/**
 * Everything under /api/dealer (issue 17 §2, §3): staff sign-in and the console's API. Each
 * route but the code request and sign-in is guarded by role (dealer-route.ts).
 */
export function dealerRoutes(deps: ApiDeps, guards: RouteGuards) {
  const guard = staffGuard(deps.dealerAuth, guards.now);
  const app = newRouter();
  app.openAPIRegistry.registerComponent("securitySchemes", STAFF_SECURITY_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: STAFF_SESSION_COOKIE,
    description:
      "The staff session (`__Secure-` prefixed over https), from /api/dealer/auth/sign-in.",
  });
  app.route("/", dealerAuthRoutes(deps, guards, guard));
  app.route("/", dealerLeadRoutes(deps, guards, guard));
  app.route("/", dealerLeadOwnerRoutes(deps, guards, guard));
  app.route("/", dealerLeadSpamRoutes(deps, guards, guard));
  return app;
}
