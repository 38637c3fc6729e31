import { roleFor } from "@forecourt/core";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonBody, jsonOk } from "../openapi-helpers";
import { dealerRoute, NOT_FOUND_RESPONSE } from "./dealer-route";
import { currentStaff, type StaffGuard } from "./guard";
import { NO_SUCH_STAFF, OwnerChoices, ReassignBody, Reassigned } from "./lead-owner.schema";
import { ownerView } from "./lead-ownership-view";
import { LEAD_NOT_FOUND, LeadIdParam } from "./leads.schema";

/**
 * Issue 34 §1: a member with the assignLeads ability (a manager or owner) gives a lead to another
 * member of the site's staff; the change is audited with the owner before and after. Another
 * site's lead is a 404.
 */
export function dealerLeadOwnerRoutes(deps: ApiDeps, guards: RouteGuards, guard: StaffGuard) {
  const app = newRouter();
  app.openapi(
    dealerRoute(guard, roleFor("assignLeads"), {
      method: "get",
      path: "/dealer/lead-owners",
      operationId: "dealerListLeadOwners",
      summary: "The staff a lead may be given to (name or e-mail, and role)",
      responses: jsonOk(OwnerChoices),
    }),
    async (c) => {
      const staff = await deps.staff.list(c.get("site").slug);
      const owners = staff.map((s) => ({ id: s.id, label: s.name ?? s.email, role: s.role }));
      return c.json({ owners }, 200);
    },
  );
  app.openapi(
    dealerRoute(guard, roleFor("assignLeads"), {
      method: "put",
      path: "/dealer/leads/{id}/owner",
      operationId: "dealerReassignLead",
      summary: "Give a lead to another staff member (audited)",
      request: { params: LeadIdParam, ...jsonBody(ReassignBody) },
      responses: { ...jsonOk(Reassigned), ...NOT_FOUND_RESPONSE },
    }),
    async (c) => {
      const site = c.get("site");
      const actor = currentStaff(c);
      const { id } = c.req.valid("param");
      const { ownerId } = c.req.valid("json");
      // Another site's lead is not found before anything is said about the body.
      if (!(await deps.leads.get(site.slug, id)))
        throw ApiError.problem("NOT_FOUND", LEAD_NOT_FOUND);
      const owner = await deps.staff.byId(site.slug, ownerId);
      if (!owner) throw ApiError.field("ownerId", NO_SUCH_STAFF);
      const result = await deps.leadInbox.reassign(site.slug, id, owner.id);
      if (!result.ok) throw ApiError.problem("NOT_FOUND", LEAD_NOT_FOUND);
      if (result.from !== owner.id) {
        await deps.audit.record({
          site: site.slug,
          actor: { email: actor.email, role: actor.role },
          action: "lead.reassign",
          target: id,
          before: { ownerId: result.from },
          after: { ownerId: owner.id },
          at: guards.now(),
        });
      }
      c.get("log").info(
        { site: site.slug, leadId: id, staffId: actor.id, ownerId: owner.id },
        "lead reassigned",
      );
      const view = ownerView(owner.id, new Map([[owner.id, owner]]));
      return c.json({ id, owner: view ?? { id: owner.id, label: null } }, 200);
    },
  );
  return app;
}
