import type { StoredLead } from "@forecourt/core";
import { spamVerdict } from "@forecourt/core/leads/spam/spam-verdict";
import type { ValidLead } from "@forecourt/core/leads/validate-lead";
import type { SiteConfig } from "@forecourt/core/schemas/site-config";
import { createRoute } from "@hono/zod-openapi";
import type { FormStamps } from "../http/form-stamp";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { FormStamp, type LeadBody } from "./leads.schema";

/**
 * Issue 34 §4: what a lead's spam verdict stores with it. A spam lead is stored with no outbox
 * row (so never delivered) and answered the same 201 as any other.
 */
export function leadSpamFields(
  stamps: FormStamps,
  site: SiteConfig,
  /** The operator's FORECOURT_LEAD_FORM_MIN_SECONDS, over the site's own, when set. */
  minSeconds: number | undefined,
  body: Pick<LeadBody, "honeypot" | "form_stamp">,
  lead: ValidLead,
  now: Date,
): Required<Pick<StoredLead, "spamState" | "spamScore" | "spamReasons">> {
  const verdict = spamVerdict(
    lead,
    {
      honeypotFilled: (body.honeypot ?? "").trim() !== "",
      stamp: stamps.read(site.slug, body.form_stamp, now),
    },
    {
      country: site.country,
      spam: { ...site.spam, minSeconds: minSeconds ?? site.spam.minSeconds },
    },
  );
  return {
    spamState: verdict.spam ? "spam" : null,
    spamScore: verdict.score,
    spamReasons: verdict.reasons,
  };
}

/** GET /api/leads/form-stamp: the signed render stamp every lead form sends back with its lead. */
export function formStampRoutes(stamps: FormStamps, guards: RouteGuards) {
  const app = newRouter();
  app.openapi(
    createRoute({
      method: "get",
      path: "/leads/form-stamp",
      operationId: "leadFormStamp",
      tags: ["Leads"],
      summary: "A signed stamp of when the lead form was shown; send it back as form_stamp",
      responses: {
        200: { description: "The stamp", content: { "application/json": { schema: FormStamp } } },
      },
    }),
    (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ stamp: stamps.issue(c.get("site").slug, guards.now()) }, 200);
    },
  );
  return app;
}
