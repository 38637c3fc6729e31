import {
  firstResponseInsights,
  inboxWindow,
  insightRange,
  localDay,
  type ResponseSample,
  siteTimeZone,
} from "@forecourt/core";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonOk } from "../openapi-helpers";
import { dealerRoute } from "./dealer-route";
import { FirstResponseReport } from "./first-response-insights.schema";
import type { StaffGuard } from "./guard";
import { InsightsQuery } from "./insights.schema";

/** Most leads one report reads (newest first); a longer range reports on these and says so. */
export const FIRST_RESPONSE_REPORT_MAX_LEADS = 10_000;
const PAGE = 500;

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/**
 * Issue 34 §2 insights for managers and owners: median and 90th percentile first-response time
 * and the share answered within target, over a range of the dealer's days, per location and
 * per staff member.
 */
export function dealerFirstResponseInsightsRoutes(
  deps: ApiDeps,
  guards: RouteGuards,
  guard: StaffGuard,
) {
  const app = newRouter();
  app.openapi(
    dealerRoute(guard, "manager", {
      method: "get",
      path: "/dealer/insights/first-response",
      operationId: "dealerFirstResponseInsights",
      summary:
        "First-response median, 90th percentile and share within target, by location and staff",
      request: { query: InsightsQuery },
      responses: jsonOk(FirstResponseReport),
    }),
    async (c) => {
      const site = c.get("site");
      const timeZone = siteTimeZone(site);
      const now = guards.now();
      const asked = insightRange(c.req.valid("query"), localDay(now, timeZone));
      if (!asked.ok) throw ApiError.field(asked.field, asked.error);
      const { from, to } = asked.range;
      const window = inboxWindow({ from, to }, timeZone);
      const samples: ResponseSample[] = [];
      let truncated = false;
      for (let offset = 0; ; offset += PAGE) {
        const page = await deps.leadInbox.list(site.slug, window, { offset, limit: PAGE });
        for (const lead of page.leads) {
          samples.push({
            ownerId: lead.ownerId ?? null,
            location: text(lead.payload.location) ?? text(lead.payload.distribution_location),
            createdAt: lead.createdAt,
            firstResponseDueAt: lead.firstResponseDueAt ?? null,
            firstResponseAt: lead.firstResponseAt ?? null,
          });
        }
        if (page.leads.length < PAGE) break;
        if (samples.length >= FIRST_RESPONSE_REPORT_MAX_LEADS) {
          truncated = true;
          break;
        }
      }
      const staff = new Map((await deps.staff.list(site.slug)).map((s) => [s.id, s] as const));
      const insights = firstResponseInsights(samples, now);
      return c.json(
        {
          from,
          to,
          timeZone,
          truncated,
          overall: insights.overall,
          byLocation: insights.byLocation.map(({ key, ...stats }) => ({ location: key, ...stats })),
          byOwner: insights.byOwner.map(({ key, ...stats }) => {
            const member = key ? staff.get(key) : undefined;
            return { ownerId: key, label: member ? (member.name ?? member.email) : null, ...stats };
          }),
        },
        200,
      );
    },
  );
  return app;
}
