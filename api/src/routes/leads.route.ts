import { validateLead } from "@forecourt/core/leads/validate-lead";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { IdempotencyHeader, LeadBody, LeadCreated } from "./leads.schema";
import { FieldErrors } from "./openapi-helpers";

/**
 * POST /api/leads for every lead form (issue 4 §2–3): validated by core's
 * validateLead, committed with its outbox row before the 201, deduplicated by
 * Idempotency-Key (or client_id) per site.
 */
export function leadRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  app.use("/leads", ...guards.leadLimits);
  app.openapi(
    createRoute({
      method: "post",
      path: "/leads",
      summary: "Submit a lead of any form; returns its id once it is stored",
      request: {
        headers: IdempotencyHeader,
        body: { required: true, content: { "application/json": { schema: LeadBody } } },
      },
      responses: {
        201: { description: "Stored", content: { "application/json": { schema: LeadCreated } } },
        400: {
          description: "Field errors with the spec's texts",
          content: { "application/json": { schema: FieldErrors } },
        },
        503: { description: "The store is unavailable; nothing was stored" },
      },
    }),
    async (c) => {
      const { form, fields, client_id } = c.req.valid("json");
      const site = c.get("site");
      const carId =
        typeof fields.car_id === "string" || typeof fields.car_id === "number"
          ? String(fields.car_id)
          : null;
      const car = carId ? await deps.stock.get(site.slug, carId) : null;
      const result = validateLead(form, fields, site, { car });
      if (!result.ok)
        throw new ApiError("VALIDATION", "Please fix the following errors:", result.errors);
      const key = c.req.valid("header")["idempotency-key"] ?? client_id ?? null;
      const { lead, created } = await deps.leads.create(
        { site: site.slug, kind: result.lead.kind, payload: result.lead, idempotencyKey: key },
        guards.now(),
      );
      if (!created) c.header("Idempotent-Replayed", "true");
      return c.json({ lead_id: lead.id }, 201);
    },
  );
  return app;
}
