import {
  dealerTimeText,
  INBOX_PAGE_SIZE_MAX,
  type InboxLead,
  inboxWindow,
  LEAD_CSV_HEADER,
  LEAD_STATUS_MOVES,
  type LeadInboxFilter,
  type LeadInboxQuery,
  type LeadStatusChange,
  leadCsvRow,
  leadSheet,
  leadTimeZone,
  type OutboxEntry,
  type SiteConfig,
  siteTimeZone,
  type TargetDelivery,
  toCsv,
} from "@forecourt/core";
import { renderAdf } from "@forecourt/core/leads/adf";
import type { ValidLead } from "@forecourt/core/leads/validate-lead";
import { z } from "@hono/zod-openapi";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonBody, jsonOk } from "../openapi-helpers";
import { dealerRoute, NOT_FOUND_RESPONSE, Problem } from "./dealer-route";
import { currentStaff, type StaffGuard } from "./guard";
import { ownershipView } from "./lead-ownership-view";
import { spamView } from "./lead-spam.route";
import {
  CsvQuery,
  InboxPage,
  InboxQuery,
  LEAD_NOT_FOUND,
  LeadDetail,
  LeadIdParam,
  ONLY_DEAD_RETRY,
  Retried,
  StatusBody,
  StatusChanged,
} from "./leads.schema";

/** Most rows one CSV export holds (newest first); narrow the filter for older ones. */
export const CSV_EXPORT_MAX_ROWS = 10_000;

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** The store filter for a query: the location by id (or name) among the site's, dates in its zone. */
function filterFor(site: SiteConfig, query: LeadInboxQuery): LeadInboxFilter {
  const filter: LeadInboxFilter = inboxWindow(query, siteTimeZone(site));
  if (query.kind) filter.kind = query.kind;
  if (query.status) filter.status = query.status;
  if (query.spam === "true") filter.spam = true;
  if (query.location) {
    const wanted = query.location;
    const found = site.locations.find((l) => l.id === wanted || l.slug === wanted);
    filter.location = found ? { id: found.id, name: found.name } : { id: wanted, name: wanted };
  }
  return filter;
}

/** The zone a lead's times are read in: its location's (core leadTimeZone), as in its e-mail. */
const zoneOf = (site: SiteConfig, payload: Record<string, unknown>) =>
  leadTimeZone(payload as unknown as ValidLead, { site });

/** The site's staff by id, for the owners the inbox names. */
const staffById = async (deps: ApiDeps, site: string) =>
  new Map((await deps.staff.list(site)).map((s) => [s.id, s] as const));

const summary = (
  site: SiteConfig,
  lead: InboxLead,
  delivery: OutboxEntry["state"] | null,
  owned: ReturnType<typeof ownershipView>,
) => ({
  id: lead.id,
  kind: lead.kind,
  status: lead.status,
  createdAt: lead.createdAt.toISOString(),
  received: dealerTimeText(lead.createdAt, zoneOf(site, lead.payload)),
  name: text(lead.payload.name),
  email: text(lead.payload.email),
  phone: text(lead.payload.phone),
  location: text(lead.payload.location) ?? text(lead.payload.distribution_location),
  carId: text(lead.payload.car_id),
  delivery,
  ...owned,
  spam: spamView(lead),
});

const changeView = (c: LeadStatusChange, zone: string) => ({
  ...c,
  at: c.at.toISOString(),
  atText: dealerTimeText(c.at, zone),
});
const deliveryView = (o: OutboxEntry, zone: string, targets: TargetDelivery[]) => ({
  state: o.state,
  attempts: o.attempts,
  nextAttemptAt: o.nextAttemptAt.toISOString(),
  nextAttemptText: dealerTimeText(o.nextAttemptAt, zone),
  lastError: o.lastError,
  targets: targets.map((t) => ({ target: t.target, state: t.state, lastError: t.lastError })),
});

const notFound = () => ApiError.problem("NOT_FOUND", LEAD_NOT_FOUND);

/**
 * The leads inbox (issue 17 §3), for sales and up: every kind newest first with filters, one
 * lead with everything the shopper sent, its car, ADF and delivery, status changes with who and
 * when, a retry for a dead letter, and a CSV export. Another site's lead is a 404.
 */
export function dealerLeadRoutes(deps: ApiDeps, guards: RouteGuards, guard: StaffGuard) {
  const app = newRouter();

  app.openapi(
    dealerRoute(guard, "sales", {
      method: "get",
      path: "/dealer/leads",
      operationId: "dealerListLeads",
      summary: "The site's leads, newest first, filtered by kind, status, location and date",
      request: { query: InboxQuery },
      responses: jsonOk(InboxPage),
    }),
    async (c) => {
      const site = c.get("site");
      const query = c.req.valid("query");
      const { leads, total } = await deps.leadInbox.list(site.slug, filterFor(site, query), {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const states = new Map(
        (await deps.leads.outbox(site.slug)).map((o) => [o.leadId, o.state] as const),
      );
      const staff = await staffById(deps, site.slug);
      const now = guards.now();
      return c.json(
        {
          leads: leads.map((l) =>
            summary(
              site,
              l,
              states.get(l.id) ?? null,
              ownershipView(l, staff, now, zoneOf(site, l.payload)),
            ),
          ),
          page: query.page,
          pageSize: query.pageSize,
          total,
        },
        200,
      );
    },
  );

  app.openapi(
    dealerRoute(guard, "sales", {
      method: "get",
      path: "/dealer/leads.csv",
      operationId: "dealerExportLeadsCsv",
      summary: "The filtered leads as CSV (newest first, at most 10,000 rows)",
      request: { query: CsvQuery },
      responses: {
        200: {
          description: "RFC 4180 CSV, received dates dd/MM/yyyy HH:mm in the site's time zone",
          content: { "text/csv": { schema: z.string() } },
        },
      },
    }),
    async (c) => {
      const site = c.get("site");
      const filter = filterFor(site, c.req.valid("query"));
      const zone = siteTimeZone(site);
      const rows: string[][] = [];
      for (let offset = 0; offset < CSV_EXPORT_MAX_ROWS; offset += INBOX_PAGE_SIZE_MAX * 5) {
        const limit = Math.min(INBOX_PAGE_SIZE_MAX * 5, CSV_EXPORT_MAX_ROWS - offset);
        const { leads } = await deps.leadInbox.list(site.slug, filter, { offset, limit });
        rows.push(...leads.map((l) => leadCsvRow(l, zone)));
        if (leads.length < limit) break;
      }
      return c.body(toCsv(LEAD_CSV_HEADER, rows), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${site.slug}-leads.csv"`,
        "Cache-Control": "no-store",
      });
    },
  );

  app.openapi(
    dealerRoute(guard, "sales", {
      method: "get",
      path: "/dealer/leads/{id}",
      operationId: "dealerGetLead",
      summary: "One lead: what the shopper sent, the car, its ADF, delivery and status history",
      request: { params: LeadIdParam },
      responses: { ...jsonOk(LeadDetail), ...NOT_FOUND_RESPONSE },
    }),
    async (c) => {
      const site = c.get("site");
      const found = await deps.leadInbox.get(site.slug, c.req.valid("param").id);
      if (!found) throw notFound();
      const { lead, outbox, history } = found;
      const carId = text(lead.payload.car_id);
      const car = carId ? await deps.stock.get(site.slug, carId) : null;
      const valid = lead.payload as unknown as ValidLead;
      const context = { site, now: lead.createdAt, leadId: lead.id, car };
      const adfXml = renderAdf(valid, context);
      const sheet = leadSheet(valid, context);
      return c.json(
        {
          id: lead.id,
          kind: lead.kind,
          status: lead.status,
          createdAt: lead.createdAt.toISOString(),
          timeZone: sheet.timeZone,
          received: sheet.received,
          sent: sheet.lines,
          payload: lead.payload,
          car: car as Record<string, unknown> | null,
          adfXml,
          delivery: outbox
            ? deliveryView(outbox, sheet.timeZone, await deps.leads.targetStates([lead.id]))
            : null,
          history: history.map((change) => changeView(change, sheet.timeZone)),
          nextStatuses: [...LEAD_STATUS_MOVES[lead.status]],
          ...ownershipView(lead, await staffById(deps, site.slug), guards.now(), sheet.timeZone),
        },
        200,
      );
    },
  );

  app.openapi(
    dealerRoute(guard, "sales", {
      method: "patch",
      path: "/dealer/leads/{id}",
      operationId: "dealerSetLeadStatus",
      summary: "Move a lead to another status (recorded with who and when)",
      request: { params: LeadIdParam, ...jsonBody(StatusBody) },
      responses: { ...jsonOk(StatusChanged), ...NOT_FOUND_RESPONSE },
    }),
    async (c) => {
      const site = c.get("site");
      const staff = currentStaff(c);
      const { id } = c.req.valid("param");
      const { status } = c.req.valid("json");
      const result = await deps.leadInbox.setStatus(site.slug, id, status, staff, guards.now());
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) throw ApiError.field("status", result.message);
      c.get("log").info(
        { site: site.slug, leadId: id, staffId: staff.id, status },
        "lead status changed",
      );
      const zone = zoneOf(site, result.lead.payload);
      return c.json(
        { id, status: result.lead.status, change: changeView(result.change, zone) },
        200,
      );
    },
  );

  app.openapi(
    dealerRoute(guard, "sales", {
      method: "post",
      path: "/dealer/leads/{id}/retry",
      operationId: "dealerRetryLead",
      summary: "Deliver a dead-lettered lead again (due now, with a fresh attempt count)",
      request: { params: LeadIdParam },
      responses: {
        ...jsonOk(Retried),
        ...NOT_FOUND_RESPONSE,
        409: {
          description: "The delivery has not given up",
          content: { "application/problem+json": { schema: Problem } },
        },
      },
    }),
    async (c) => {
      const site = c.get("site");
      const { id } = c.req.valid("param");
      const found = await deps.leadInbox.get(site.slug, id);
      if (!found) throw notFound();
      if (found.outbox?.state !== "dead") throw ApiError.problem("CONFLICT", ONLY_DEAD_RETRY);
      const now = guards.now();
      if (!(await deps.leads.retry(site.slug, id, now))) throw notFound();
      const after = await deps.leadInbox.get(site.slug, id);
      if (!after?.outbox) throw notFound();
      c.get("log").info(
        { site: site.slug, leadId: id, staffId: currentStaff(c).id },
        "dead-lettered lead retried",
      );
      const zone = zoneOf(site, after.lead.payload);
      const targets = await deps.leads.targetStates([id]);
      return c.json({ id, delivery: deliveryView(after.outbox, zone, targets) }, 200);
    },
  );
  return app;
}
