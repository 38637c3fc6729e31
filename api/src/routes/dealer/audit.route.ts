import { dealerTimeText, type SiteConfig, siteTimeZone } from "@forecourt/core";
import type { AuditEntry } from "@forecourt/core/dealer/index";
import type { ApiDeps } from "../../deps";
import { newRouter } from "../../http/router";
import { jsonOk } from "../openapi-helpers";
import { AuditPage, AuditQuery } from "./audit.schema";
import { dealerRoute } from "./dealer-route";
import type { StaffGuard } from "./guard";

const view = (site: SiteConfig, e: AuditEntry) => ({
  id: e.id,
  actor: e.actor,
  action: e.action,
  target: e.target,
  before: e.before,
  after: e.after,
  at: e.at.toISOString(),
  atText: dealerTimeText(e.at, siteTimeZone(site)),
});

/** The audit log of every staff change (issue 17 §3), newest first, for owners. */
export function dealerAuditRoutes(deps: ApiDeps, guard: StaffGuard) {
  const app = newRouter();
  app.openapi(
    dealerRoute(guard, "owner", {
      method: "get",
      path: "/dealer/audit",
      operationId: "dealerListAudit",
      summary: "Staff changes (who, what, before, after, when), newest first",
      request: { query: AuditQuery },
      responses: jsonOk(AuditPage),
    }),
    async (c) => {
      const { action, before, limit } = c.req.valid("query");
      const site = c.get("site");
      const entries = await deps.audit.list(site.slug, {
        limit,
        ...(action ? { action } : {}),
        ...(before ? { beforeId: before } : {}),
      });
      return c.json({ entries: entries.map((e) => view(site, e)) }, 200);
    },
  );
  return app;
}
