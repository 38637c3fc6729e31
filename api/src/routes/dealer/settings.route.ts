import { maskSiteSecrets } from "@forecourt/core";
import { updateSiteSettings } from "@forecourt/core/use-cases/update-site-settings";
import type { ApiDeps } from "../../deps";
import { newRouter } from "../../http/router";
import { problemError } from "../../http/use-case-answer";
import type { RouteGuards } from "../guards";
import { jsonBody, jsonOk } from "../openapi-helpers";
import { dealerRoute } from "./dealer-route";
import { currentStaff, type StaffGuard } from "./guard";
import { SettingsDocument, SettingsPatch } from "./settings.schema";

/**
 * The console's settings (issue 17 §3): hours, special hours, phones, menus, feature switches,
 * finance provider. Read by managers; changed with the merge patch `forecourt site set` uses,
 * validated as a whole (errors name the JSON path); hours need a manager, the rest an owner.
 */
export function dealerSettingsRoutes(deps: ApiDeps, guards: RouteGuards, guard: StaffGuard) {
  const app = newRouter();

  app.openapi(
    dealerRoute(guard, "manager", {
      method: "get",
      path: "/dealer/settings",
      operationId: "dealerGetSettings",
      summary: "The site's settings document, secrets masked",
      responses: jsonOk(SettingsDocument),
    }),
    async (c) => c.json(maskSiteSecrets(c.get("site")) as Record<string, unknown>, 200),
  );

  app.openapi(
    dealerRoute(guard, "manager", {
      method: "patch",
      path: "/dealer/settings",
      operationId: "dealerPatchSettings",
      summary: "Change settings with an RFC 7386 merge patch (hours: manager; the rest: owner)",
      request: jsonBody(SettingsPatch),
      responses: jsonOk(SettingsDocument),
    }),
    async (c) => {
      const staff = currentStaff(c);
      // The tenant middleware may hold a cached copy: the change applies to the stored site.
      const result = await updateSiteSettings(
        deps,
        { site: c.get("site").slug, patch: c.req.valid("json") },
        { now: guards.now(), actor: { email: staff.email, role: staff.role } },
      );
      if (!result.ok) throw problemError(result.problem);
      return c.json(maskSiteSecrets(result.value.site) as Record<string, unknown>, 200);
    },
  );

  return app;
}
