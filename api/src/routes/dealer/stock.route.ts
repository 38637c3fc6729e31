import { roleFor, type SiteConfig, siteTimeZone } from "@forecourt/core";
import {
  BulkChangeRequest,
  StockEdit,
  type StockListContext,
  stockPageBounds,
  stockPageFrame,
  stockRow,
} from "@forecourt/core/dealer/index";
import { bulkEditStock } from "@forecourt/core/use-cases/bulk-edit-stock";
import { editStock } from "@forecourt/core/use-cases/edit-stock";
import { importStock } from "@forecourt/core/use-cases/import-stock";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import type { AppEnv } from "../../http/env";
import { fieldErrors } from "../../http/field-errors";
import { newRouter } from "../../http/router";
import { problemError } from "../../http/use-case-answer";
import type { RouteGuards } from "../guards";
import { jsonBody, jsonOk } from "../openapi-helpers";
import { dealerRoute, NOT_FOUND_RESPONSE } from "./dealer-route";
import { currentStaff, type StaffGuard } from "./guard";
import {
  BulkChangeAnswer,
  BulkChangeBody,
  CarIdParam,
  IMPORT_MAX_BYTES,
  ImportResult,
  StockEditBody,
  StockEdited,
  StockPage,
  StockQuery,
} from "./stock.schema";

const actorOf = (c: Context<AppEnv>) => {
  const staff = currentStaff(c);
  return { email: staff.email, role: staff.role };
};

/** What the list needs besides the cars: now, the site's zone (days in stock) and locations. */
const listContext = (site: SiteConfig, now: Date): StockListContext => ({
  now,
  timeZone: siteTimeZone(site),
  locations: site.locations,
});

/** A 400 naming the first bad field, its message as the problem's detail (the console shows it). */
function invalid(errors: Record<string, string>): ApiError {
  return new ApiError("VALIDATION", Object.values(errors)[0] ?? "Please check the change.", errors);
}

/**
 * The console's stock (issue 17 §3): list and search every car of the site (hidden and sold
 * too) for any staff; edit one car and upload a feed for managers and up. Every change is
 * audited and reaches this process's search index before the answer.
 */
export function dealerStockRoutes(deps: ApiDeps, guards: RouteGuards, guard: StaffGuard) {
  const app = newRouter();

  app.openapi(
    dealerRoute(guard, "sales", {
      method: "get",
      path: "/dealer/stock",
      operationId: "dealerListStock",
      summary:
        "The site's cars, hidden and sold ones too: photo, km, price, days in stock, location, views, leads; filtered and sorted by each, 50 a page",
      request: { query: StockQuery },
      responses: jsonOk(StockPage),
    }),
    async (c) => {
      const query = c.req.valid("query");
      const site = c.get("site");
      const context = listContext(site, guards.now());
      const { entries, total } = await deps.stock.page(site.slug, query, stockPageFrame(context));
      const { page, pages } = stockPageBounds(total, query.page);
      const counts = {
        views: new Map(entries.map((e) => [e.car.id, e.views])),
        leads: new Map(entries.map((e) => [e.car.id, e.leads])),
      };
      const rows = entries.map((e) => stockRow(e.car, context, counts));
      return c.json({ rows, total, page, pages }, 200);
    },
  );

  app.openapi(
    dealerRoute(guard, "manager", {
      method: "patch",
      path: "/dealer/stock/{id}",
      operationId: "dealerEditStock",
      summary:
        "Hide or show a car, mark it sold, reserved or available, change its price or comments",
      request: { params: CarIdParam, ...jsonBody(StockEditBody) },
      responses: { ...jsonOk(StockEdited), ...NOT_FOUND_RESPONSE },
    }),
    async (c) => {
      const parsed = StockEdit.safeParse(c.req.valid("json"));
      if (!parsed.success) {
        throw invalid(fieldErrors(parsed.error, "body"));
      }
      const site = c.get("site");
      const result = await editStock(
        deps,
        { site: site.slug, carId: c.req.valid("param").id, edit: parsed.data },
        { now: guards.now(), actor: actorOf(c) },
      );
      if (!result.ok) throw problemError(result.problem);
      const { car } = result.value;
      const { leads: _leads, ...row } = stockRow(car, listContext(site, guards.now()), {
        views: new Map([[car.id, await deps.views.get(site.slug, car.id)]]),
        leads: new Map(),
      });
      return c.json({ row }, 200);
    },
  );

  for (const mode of ["preview", "apply"] as const) {
    app.openapi(
      dealerRoute(guard, roleFor("stock"), {
        method: "post",
        path: `/dealer/stock/bulk/${mode}`,
        operationId: mode === "preview" ? "dealerPreviewBulkStock" : "dealerApplyBulkStock",
        summary:
          mode === "preview"
            ? "What a change to several cars (price by amount or percent, mark, show/hide, location) would do, per car; nothing is saved"
            : "Apply a change to several cars: exactly what the preview shows, each car audited, all or none",
        request: jsonBody(BulkChangeBody),
        responses: { ...jsonOk(BulkChangeAnswer), ...NOT_FOUND_RESPONSE },
      }),
      async (c) => {
        const parsed = BulkChangeRequest.safeParse(c.req.valid("json"));
        if (!parsed.success) throw invalid(fieldErrors(parsed.error, "body"));
        const site = c.get("site");
        const result = await bulkEditStock(
          deps,
          { site, request: parsed.data, mode },
          { now: guards.now(), actor: actorOf(c) },
        );
        if (!result.ok) throw problemError(result.problem);
        const changes = result.value.changes.map(({ id, title, field, before, after }) => ({
          id,
          title,
          field,
          before,
          after,
        }));
        return c.json({ changes }, 200);
      },
    );
  }

  app.openapi(
    dealerRoute(guard, "manager", {
      method: "post",
      path: "/dealer/stock/import",
      operationId: "dealerImportStock",
      summary:
        "Import a stock feed file (JSON array or NDJSON of cars), as `forecourt import` does",
      request: {
        query: z.object({ name: z.string().min(1).max(200).default("feed") }),
        body: {
          required: true,
          content: {
            "text/plain": {
              schema: z.string().openapi({ description: "The feed file", example: "[]" }),
            },
          },
        },
      },
      responses: jsonOk(ImportResult, "Imported; rejected rows are listed"),
    }),
    async (c) => {
      const text = await c.req.text();
      if (text.length > IMPORT_MAX_BYTES) {
        throw ApiError.field("file", "The file is over 20 MB; import it with `forecourt import`.");
      }
      // The console's upload is `forecourt import` without --replace, --strict or a profile.
      const result = await importStock(
        deps,
        {
          site: c.get("site").slug,
          fileName: c.req.valid("query").name,
          text,
          source: { format: "json" },
          replace: false,
          strict: false,
          createSite: false,
        },
        { now: guards.now(), actor: actorOf(c) },
      );
      if (!result.ok) throw problemError(result.problem);
      const { rows, added, updated, rejected } = result.value;
      return c.json({ rows, added, updated, rejected }, 200);
    },
  );

  return app;
}
