import type { StoredLead } from "@forecourt/core";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonBody, jsonOk } from "../openapi-helpers";
import { dealerRoute, NOT_FOUND_RESPONSE } from "./dealer-route";
import { currentStaff, type StaffGuard } from "./guard";
import { SpamBody, SpamMarked } from "./lead-spam.schema";
import { LEAD_NOT_FOUND, LeadIdParam } from "./leads.schema";

/** A lead's spam standing for the console (issue 34 §4). */
export const spamView = (lead: StoredLead) => ({
  state: lead.spamState ?? null,
  score: lead.spamScore ?? 0,
  reasons: lead.spamReasons ?? [],
  humanCheck: lead.humanCheck ?? null,
});

/**
 * Issue 34 §4: staff mark a lead spam (it leaves the inbox for the Spam tab and is never
 * delivered) or not spam (it is delivered then, once). Another site's lead is a 404.
 */
export function dealerLeadSpamRoutes(deps: ApiDeps, guards: RouteGuards, guard: StaffGuard) {
  const app = newRouter();
  app.openapi(
    dealerRoute(guard, "sales", {
      method: "put",
      path: "/dealer/leads/{id}/spam",
      operationId: "dealerMarkLeadSpam",
      summary: "Mark a lead spam (never delivered) or not spam (delivered now, once)",
      request: { params: LeadIdParam, ...jsonBody(SpamBody) },
      responses: { ...jsonOk(SpamMarked), ...NOT_FOUND_RESPONSE },
    }),
    async (c) => {
      const site = c.get("site");
      const { id } = c.req.valid("param");
      const { spam } = c.req.valid("json");
      const result = await deps.leadInbox.markSpam(site.slug, id, spam, guards.now());
      if (!result.ok) throw ApiError.problem("NOT_FOUND", LEAD_NOT_FOUND);
      c.get("log").info(
        { site: site.slug, leadId: id, staffId: currentStaff(c).id, spam, queued: result.queued },
        "lead marked spam or not spam",
      );
      return c.json({ id, spam: spamView(result.lead), queued: result.queued }, 200);
    },
  );
  return app;
}
