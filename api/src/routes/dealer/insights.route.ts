import { insightFigures, insightRange, localDay, siteTimeZone } from "@forecourt/core";
import { stockTitle } from "@forecourt/core/dealer/index";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonOk } from "../openapi-helpers";
import { dealerRoute } from "./dealer-route";
import type { StaffGuard } from "./guard";
import { InsightsQuery, InsightsReport } from "./insights.schema";

/** How many zero-result searches the report lists. */
export const TOP_ZERO_RESULT_SEARCHES = 20;

/**
 * Issue 17 §3 Insights for managers and owners: views, leads and leads per view by day, car and
 * model over a range of the dealer's days, and the top searches with no results.
 */
export function dealerInsightsRoutes(deps: ApiDeps, guards: RouteGuards, guard: StaffGuard) {
  const app = newRouter();
  app.openapi(
    dealerRoute(guard, "manager", {
      method: "get",
      path: "/dealer/insights",
      operationId: "dealerInsights",
      summary: "Views, leads and leads per view by day, car and model; top zero-result searches",
      request: { query: InsightsQuery },
      responses: jsonOk(InsightsReport),
    }),
    async (c) => {
      const site = c.get("site");
      const timeZone = siteTimeZone(site);
      const asked = insightRange(c.req.valid("query"), localDay(guards.now(), timeZone));
      if (!asked.ok) throw ApiError.field(asked.field, asked.error);
      const { from, to, days } = asked.range;
      const [views, leads, zeroResultSearches, spamLeads] = await Promise.all([
        deps.insights.views(site.slug, from, to),
        deps.insights.leads(site.slug, from, to, timeZone),
        deps.insights.topZeroResultSearches(site.slug, from, to, TOP_ZERO_RESULT_SEARCHES),
        deps.insights.spamLeads(site.slug, from, to, timeZone),
      ]);
      const carIds = [
        ...new Set([...views.map((v) => v.carId), ...leads.flatMap((l) => l.carId ?? [])]),
      ];
      const cars = await deps.stock.getMany(site.slug, carIds);
      const slugs = new Map(cars.map((car) => [car.id, car.slug ?? null]));
      const figures = insightFigures({
        days,
        views,
        leads,
        cars: cars.map((car) => ({
          id: car.id,
          title: stockTitle(car),
          make: car.make ?? null,
          model: car.model ?? null,
        })),
      });
      return c.json(
        {
          from,
          to,
          timeZone,
          ...figures,
          byCar: figures.byCar.map((r) => ({ ...r, slug: slugs.get(r.carId) ?? null })),
          zeroResultSearches,
          spamLeads,
        },
        200,
      );
    },
  );
  return app;
}
