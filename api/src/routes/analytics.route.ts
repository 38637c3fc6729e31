import { phoneForCar } from "@forecourt/core";
import { ANALYTICS_EVENTS } from "@forecourt/core/leads/analytics-events";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { errorLogFields } from "../http/error-log-fields";
import { newRouter } from "../http/router";
import { AnalyticsBody, PhoneRevealBody, PhoneRevealResponse, Recorded } from "./analytics.schema";
import { CAR_NOT_FOUND } from "./cars.schema";
import type { RouteGuards } from "./guards";
import { jsonBody, jsonOk } from "./openapi-helpers";

/** §7 analytics events with the spec's ids, and the phone reveal (recorded as a phone click, 25). */
export function analyticsRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  // Issue 30 §9: anonymous writes, limited per client (events and reveals count together).
  const limits = guards.writeLimits("analytics");
  app.use("/analytics", ...limits);
  app.use("/phone-reveal", ...limits);

  app.openapi(
    createRoute({
      method: "post",
      path: "/analytics",
      operationId: "recordAnalyticsEvent",
      tags: ["Analytics"],
      summary: "Record an analytics event (§7 ids)",
      request: jsonBody(AnalyticsBody),
      responses: jsonOk(Recorded),
    }),
    async (c) => {
      const { event_id, data } = c.req.valid("json");
      const site = c.get("site").slug;
      // §7: analytics failures are ignored — the shopper's page must not break over a counter.
      try {
        await deps.analytics.record(site, event_id, data, guards.now());
        return c.json({ recorded: true }, 200);
      } catch (error) {
        c.get("log").warn({ ...errorLogFields(error), event_id }, "analytics not recorded");
        return c.json({ recorded: false }, 200);
      }
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/phone-reveal",
      operationId: "revealPhone",
      tags: ["Analytics"],
      summary: "Reveal a car's phone number; the reveal is recorded",
      request: jsonBody(PhoneRevealBody),
      responses: jsonOk(PhoneRevealResponse),
    }),
    async (c) => {
      const body = c.req.valid("json");
      const site = c.get("site");
      const car = await deps.stock.get(site.slug, body.car_id);
      if (!car) throw ApiError.field("car_id", CAR_NOT_FOUND);
      await deps.analytics.record(
        site.slug,
        ANALYTICS_EVENTS.phoneClick,
        { kind: "phone_reveal", ...body },
        guards.now(),
      );
      return c.json({ phone: phoneForCar(car, site) }, 200);
    },
  );
  return app;
}
