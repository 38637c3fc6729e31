import { updateSettings } from "@forecourt/adapters/dealer/console-actions";
import {
  applyMergePatch,
  LeadRoutingSettings,
  maskSiteSecrets,
  routingStaffIds,
} from "@forecourt/core";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonBody, jsonOk } from "../openapi-helpers";
import { dealerRoute } from "./dealer-route";
import { currentStaff, roleTooLow, type StaffGuard } from "./guard";
import { NO_SUCH_STAFF } from "./lead-owner.schema";
import { SettingsDocument, SettingsPatch } from "./settings.schema";

/** `path: message` problem lines as the API's field errors, keyed by JSON path. */
export function problemErrors(problems: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const line of problems) {
    const at = line.indexOf(": ");
    const field = at < 0 ? "body" : line.slice(0, at);
    errors[field] ??= at < 0 ? line : line.slice(at + 2);
  }
  return errors;
}

/**
 * Issue 34 §1: a routing change may name only this site's staff. The first unknown one as a
 * field error (its JSON path), or null; a malformed change is left to the settings' own check.
 */
async function unknownRoutingStaff(
  deps: ApiDeps,
  current: { slug: string; leadRouting: unknown },
  patch: Record<string, unknown>,
): Promise<Record<string, string> | null> {
  if (!("leadRouting" in patch)) return null;
  const routing = LeadRoutingSettings.safeParse(
    applyMergePatch(current.leadRouting, patch.leadRouting),
  );
  if (!routing.success) return null;
  const staff = new Set((await deps.staff.list(current.slug)).map((s) => s.id));
  const unknown = routingStaffIds(routing.data).find((named) => !staff.has(named.id));
  return unknown ? { [`leadRouting.${unknown.path}`]: NO_SUCH_STAFF } : null;
}

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
      const current = (await deps.sites.get(c.get("site").slug)) ?? c.get("site");
      const unknownStaff = await unknownRoutingStaff(deps, current, c.req.valid("json"));
      if (unknownStaff)
        throw new ApiError("VALIDATION", "Please check the settings.", unknownStaff);
      const result = await updateSettings(
        deps,
        current,
        { email: staff.email, role: staff.role },
        c.req.valid("json"),
        guards.now(),
      );
      if (!result.ok && result.reason === "forbidden") {
        throw ApiError.problem("FORBIDDEN", roleTooLow(result.needed));
      }
      if (!result.ok) {
        throw new ApiError(
          "VALIDATION",
          "Please check the settings.",
          problemErrors(result.problems),
        );
      }
      return c.json(maskSiteSecrets(result.site) as Record<string, unknown>, 200);
    },
  );

  return app;
}
