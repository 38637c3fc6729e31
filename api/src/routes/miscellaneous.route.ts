import { TRADE_IN_ACCEPTED, tradeInIsOpen } from "@forecourt/core/leads/trade-in-acceptance";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import {
  MiscellaneousBody,
  Success,
  TRADE_IN_NOT_FOUND,
  VALUATION_SAVE_OFF,
} from "./miscellaneous.schema";
import { jsonBody, jsonOk } from "./openapi-helpers";

/** §7 POST /api/miscellaneous: valuation save, only where site.features.saveValuation. */
export function miscellaneousRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  app.openapi(
    createRoute({
      method: "post",
      path: "/miscellaneous",
      operationId: "saveLeadData",
      tags: ["Leads"],
      summary: "Save valuation data (column_name 'valuation') onto a trade-in lead",
      request: jsonBody(MiscellaneousBody),
      responses: { ...jsonOk(Success), 409: { description: TRADE_IN_ACCEPTED } },
    }),
    async (c) => {
      const site = c.get("site");
      if (!site.features.saveValuation) throw new ApiError("NOT_FOUND", VALUATION_SAVE_OFF);
      const { lead_id, data } = c.req.valid("json");
      const updated = await deps.tradeIns.update(
        site.slug,
        lead_id,
        { valuation: data },
        guards.now(),
      );
      if (!updated) {
        // Issue 30 §8: an accepted trade-in is frozen; otherwise the id names no trade-in here.
        const tradeIn = await deps.tradeIns.get(site.slug, lead_id);
        if (tradeIn && !tradeInIsOpen(tradeIn)) throw new ApiError("CONFLICT", TRADE_IN_ACCEPTED);
        throw ApiError.field("lead_id", TRADE_IN_NOT_FOUND);
      }
      return c.json({ success: true }, 200);
    },
  );
  return app;
}
