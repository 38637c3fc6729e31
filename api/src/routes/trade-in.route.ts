import type { StoredTradeInLead } from "@forecourt/core";
import { TRADE_IN_ACCEPTED } from "@forecourt/core/leads/trade-in-acceptance";
import { acceptTradeIn } from "@forecourt/core/use-cases/accept-trade-in";
import { adjustTradeIn } from "@forecourt/core/use-cases/adjust-trade-in";
import { lookUpRego } from "@forecourt/core/use-cases/look-up-rego";
import { startTradeInLead } from "@forecourt/core/use-cases/start-trade-in-lead";
import { valueTradeIn } from "@forecourt/core/use-cases/value-trade-in";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { newRouter } from "../http/router";
import { problemError } from "../http/use-case-answer";
import type { RouteGuards } from "./guards";
import { jsonBody, jsonOk } from "./openapi-helpers";
import {
  AcceptBody,
  AdjustmentsBody,
  RegoQuery,
  RegoVehicle,
  TradeInCreateBody,
  TradeInIdParam,
  TradeInView,
  ValuationBody,
  ValuationResult,
} from "./trade-in.schema";

function view(t: StoredTradeInLead) {
  const offer = t.data.offer_price;
  return {
    id: t.id,
    offer_price: typeof offer === "number" ? offer : null,
    offer_accepted: t.offerAccepted,
    form_completed: t.formCompleted,
    lead_id: t.leadId,
  };
}

/** Issue 30 §8: the answer once the offer is accepted (problem+json, as every error). */
const ACCEPTED_CONFLICT = { description: TRADE_IN_ACCEPTED };

/** §3/§4 trade-in: create, rego lookup, valuation (7-year / 100,000 km rule), adjustments, offer acceptance. */
export function tradeInRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  // Issue 30 §9: anonymous writes (and rego look-ups), limited per client.
  // Each path by name (the OpenAPI document lists 429 on these); a request matches one of them.
  const limits = guards.writeLimits("trade-in");
  for (const path of ["", "/rego", "/:id/valuation", "/:id/adjustments", "/:id/accept"]) {
    app.use(`/trade-in${path}`, ...limits);
  }

  app.openapi(
    createRoute({
      method: "post",
      path: "/trade-in",
      operationId: "startTradeIn",
      tags: ["Trade-in"],
      summary: "Start a trade-in lead for a rego (source 'Website')",
      request: jsonBody(TradeInCreateBody),
      responses: jsonOk(TradeInView),
    }),
    async (c) => {
      const site = c.get("site");
      const started = await startTradeInLead(deps, c.req.valid("json"), {
        now: guards.now(),
        site: site.slug,
        country: site.country,
      });
      if (!started.ok) throw problemError(started.problem);
      return c.json(view(started.value), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/trade-in/rego",
      operationId: "lookUpRego",
      tags: ["Trade-in"],
      summary: "Look up a vehicle by registration in this dealer's own records",
      request: { query: RegoQuery },
      responses: jsonOk(RegoVehicle),
    }),
    async (c) => {
      const site = c.get("site");
      const found = await lookUpRego(deps, c.req.valid("query"), {
        site: site.slug,
        country: site.country,
      });
      if (!found.ok) throw problemError(found.problem);
      return c.json(found.value, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/trade-in/{id}/valuation",
      operationId: "valueTradeIn",
      tags: ["Trade-in"],
      summary:
        "Value the trade vehicle from comparable stock; none online over 7 years or 100,000 km",
      request: { params: TradeInIdParam, ...jsonBody(ValuationBody) },
      responses: { ...jsonOk(ValuationResult), 409: ACCEPTED_CONFLICT },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const valued = await valueTradeIn(
        deps,
        { id, vehicle: c.req.valid("json") },
        { now: guards.now(), site: c.get("site").slug },
      );
      if (!valued.ok) throw problemError(valued.problem);
      return c.json(valued.value, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/trade-in/{id}/adjustments",
      operationId: "adjustTradeIn",
      tags: ["Trade-in"],
      summary: "Record the answers to the adjustment questions; they set the offer (§4)",
      request: { params: TradeInIdParam, ...jsonBody(AdjustmentsBody) },
      responses: { ...jsonOk(TradeInView), 409: ACCEPTED_CONFLICT },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { adjustmentAnswers } = c.req.valid("json");
      const adjusted = await adjustTradeIn(
        deps,
        { id, adjustmentAnswers },
        { now: guards.now(), site: c.get("site").slug },
      );
      if (!adjusted.ok) throw problemError(adjusted.problem);
      return c.json(view(adjusted.value), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/trade-in/{id}/accept",
      operationId: "acceptTradeInOffer",
      tags: ["Trade-in"],
      summary: "Accept the offer: marks offer_accepted and form_completed (§3)",
      request: { params: TradeInIdParam, ...jsonBody(AcceptBody) },
      responses: { ...jsonOk(TradeInView), 409: ACCEPTED_CONFLICT },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { lead_id } = c.req.valid("json");
      const accepted = await acceptTradeIn(
        deps,
        { id, leadId: lead_id },
        { now: guards.now(), site: c.get("site").slug },
      );
      if (!accepted.ok) throw problemError(accepted.problem);
      return c.json(view(accepted.value), 200);
    },
  );
  return app;
}
