import { submitLead } from "@forecourt/core/use-cases/submit-lead";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { formStamps } from "../http/form-stamp";
import { inProcessKeyHolds, requestHashOf } from "../http/idempotency";
import { newRouter } from "../http/router";
import { problemError } from "../http/use-case-answer";
import type { RouteGuards } from "./guards";
import { formStampRoutes } from "./lead-spam";
import { IdempotencyHeader, LeadBody, LeadCreated } from "./leads.schema";
import { Problem } from "./openapi-helpers";

/**
 * POST /api/leads for every lead form (issue 4 §2–3): parses the body and answers what core's
 * submitLead decided (validated, judged for spam, routed and committed with its outbox row before
 * the 201, deduplicated by Idempotency-Key or client_id per site).
 */
export function leadRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  const stamps = formStamps(deps.formStampSecret);
  const ports = {
    stock: deps.stock,
    tradeIns: deps.tradeIns,
    staff: deps.staff,
    leads: deps.leads,
    formStamps: stamps,
    keyHolds: inProcessKeyHolds(),
  };
  app.route("/", formStampRoutes(stamps, guards));
  app.use("/leads", ...guards.leadLimits);
  app.openapi(
    createRoute({
      method: "post",
      path: "/leads",
      operationId: "submitLead",
      tags: ["Leads"],
      summary: "Submit a lead of any form; returns its id once it is stored",
      request: {
        headers: IdempotencyHeader,
        body: { required: true, content: { "application/json": { schema: LeadBody } } },
      },
      responses: {
        201: { description: "Stored", content: { "application/json": { schema: LeadCreated } } },
        400: {
          description: "Field errors with the spec's texts",
          content: { "application/problem+json": { schema: Problem } },
        },
        409: { description: "The Idempotency-Key's first request is still running (problem+json)" },
        422: {
          description: "The Idempotency-Key was used with a different body (problem+json)",
        },
        503: { description: "The store is unavailable; nothing was stored" },
      },
    }),
    async (c) => {
      const result = await submitLead(
        ports,
        {
          submission: c.req.valid("json"),
          idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
        },
        {
          now: guards.now(),
          site: c.get("site"),
          userId: c.get("user")?.id ?? null,
          leadFormMinSeconds: deps.leadFormMinSeconds,
          fingerprint: requestHashOf,
        },
      );
      if (!result.ok) throw problemError(result.problem);
      if (result.value.replayed) c.header("Idempotent-Replayed", "true");
      return c.json({ lead_id: result.value.leadId }, 201);
    },
  );
  return app;
}
