import { leadRouter } from "@forecourt/core/leads/routing/lead-router";
import { withTradeInRecord } from "@forecourt/core/leads/trade-in-record";
import { validateLead } from "@forecourt/core/leads/validate-lead";
import { locationCalendar } from "@forecourt/core/locations/public-holidays";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { formStamps } from "../http/form-stamp";
import { idempotencyGuard, requestHashOf } from "../http/idempotency";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { formStampRoutes, leadSpamFields } from "./lead-spam";
import { IdempotencyHeader, LeadBody, LeadCreated } from "./leads.schema";
import { Problem } from "./openapi-helpers";
import { TRADE_IN_NOT_FOUND } from "./trade-in.schema";

/**
 * A trade-in lead carries what the server recorded for its trade-in (vehicle, estimate, offer
 * and every adjustment answer) over whatever the page sent, so the dealer reads the offer the
 * shopper was actually made (issue 15 §3).
 */
async function recordedTradeIn(
  deps: ApiDeps,
  site: string,
  form: string,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const id = fields.trade_in_lead_id;
  if (form !== "trade-in" || typeof id !== "string" || id.trim() === "") return fields;
  const stored = await deps.tradeIns.get(site, id.trim());
  if (!stored) throw ApiError.field("trade_in_lead_id", TRADE_IN_NOT_FOUND);
  return withTradeInRecord(fields, stored.data);
}

/**
 * POST /api/leads for every lead form (issue 4 §2–3): validated by core's
 * validateLead, committed with its outbox row before the 201, deduplicated by
 * Idempotency-Key (or client_id) per site.
 */
export function leadRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  const idempotency = idempotencyGuard();
  const stamps = formStamps(deps.formStampSecret);
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
      const body = c.req.valid("json");
      const { form, fields, client_id } = body;
      const site = c.get("site");
      const carId =
        typeof fields.car_id === "string" || typeof fields.car_id === "number"
          ? String(fields.car_id)
          : null;
      const car = carId ? await deps.stock.get(site.slug, carId) : null;
      const result = validateLead(
        form,
        await recordedTradeIn(deps, site.slug, form, fields),
        site,
        {
          car,
        },
      );
      if (!result.ok)
        throw new ApiError("VALIDATION", "Please fix the following errors:", result.errors);
      const key = c.req.valid("header")["idempotency-key"] ?? client_id ?? null;
      const requestHash = key === null ? null : requestHashOf(body);
      // Issue 34: the lead is owned and given its first-response due time as it is stored.
      const now = guards.now();
      const staff = await deps.staff.list(site.slug);
      const router = leadRouter(site, result.lead, car, staff, now, (l) =>
        locationCalendar(site, l),
      );
      // Issue 34 §4: spam is stored (same 201) but never routed, queued or delivered.
      const spam = leadSpamFields(stamps, site, deps.leadFormMinSeconds, body, result.lead, now);
      const { lead, created } = await idempotency.run(site.slug, key, () =>
        deps.leads.create(
          {
            site: site.slug,
            kind: result.lead.kind,
            payload: result.lead,
            idempotencyKey: key,
            requestHash,
            userId: c.get("user")?.id ?? null,
            ...spam,
          },
          now,
          spam.spamState === "spam" ? undefined : router,
        ),
      );
      if (!created) {
        idempotency.checkReplay(lead, requestHash ?? "");
        c.header("Idempotent-Replayed", "true");
      }
      return c.json({ lead_id: lead.id }, 201);
    },
  );
  return app;
}
