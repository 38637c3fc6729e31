import { editStock, importStockFile } from "@forecourt/adapters/dealer/console-actions";
import { StockEdit, stockPageBounds, stockRow } from "@forecourt/core/dealer/index";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import type { AppEnv } from "../../http/env";
import { fieldErrors } from "../../http/field-errors";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonBody, jsonOk } from "../openapi-helpers";
import { dealerRoute, NOT_FOUND_RESPONSE } from "./dealer-route";
import { currentStaff, type StaffGuard } from "./guard";
import {
  CarIdParam,
  IMPORT_MAX_BYTES,
  ImportResult,
  StockEditBody,
  StockEdited,
  StockPage,
  StockQuery,
} from "./stock.schema";

export const CAR_NOT_FOUND = "There is no such car in this site's stock.";

const actorOf = (c: Context<AppEnv>) => {
  const staff = currentStaff(c);
  return { email: staff.email, role: staff.role };
};

/** A console row with the car's page views, from the same counter the vehicle page shows. */
async function withViews<Row extends { id: string }>(deps: ApiDeps, site: string, row: Row) {
  return { ...row, views: await deps.views.get(site, row.id) };
}

/**
 * The console's stock (issue 17 §3): list and search every car of the site (hidden and sold
 * too) for any staff; edit one car and upload a feed for managers and up. Every change is
 * audited and reaches this process's search index before the answer.
 */
export function dealerStockRoutes(
  deps: ApiDeps,
  guards: RouteGuards,
  guard: StaffGuard,
  onCarsChanged?: (change: { site: string; host: string; slugs: string[] }) => unknown,
) {
  const app = newRouter();

  app.openapi(
    dealerRoute(guard, "sales", {
      method: "get",
      path: "/dealer/stock",
      operationId: "dealerListStock",
      summary: "The site's cars, hidden and sold ones too, searched and filtered, 50 a page",
      request: { query: StockQuery },
      responses: jsonOk(StockPage),
    }),
    async (c) => {
      const query = c.req.valid("query");
      const site = c.get("site").slug;
      const { cars, total } = await deps.stock.page(site, query);
      const { page, pages } = stockPageBounds(total, query.page);
      // One views read for the page of rows, not one a row.
      const views = await deps.views.getMany(
        site,
        cars.map((car) => car.id),
      );
      const rows = cars.map((car) => ({ ...stockRow(car), views: views.get(car.id) ?? 0 }));
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
        throw new ApiError(
          "VALIDATION",
          "Please check the change.",
          fieldErrors(parsed.error, "body"),
        );
      }
      const site = c.get("site");
      const result = await editStock(
        deps,
        site.slug,
        actorOf(c),
        c.req.valid("param").id,
        parsed.data,
        guards.now(),
      );
      if (!result.ok) throw ApiError.problem("NOT_FOUND", CAR_NOT_FOUND);
      if (result.car.slug) {
        await Promise.resolve(
          onCarsChanged?.({
            site: site.slug,
            host: c.req.header("host") ?? "",
            slugs: [result.car.slug],
          }),
        ).catch(() => {});
      }
      return c.json({ row: await withViews(deps, site.slug, stockRow(result.car)) }, 200);
    },
  );

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
      const result = await importStockFile(
        deps,
        c.get("site").slug,
        actorOf(c),
        c.req.valid("query").name,
        text,
        guards.now(),
      );
      if (!result.ok) throw ApiError.field("file", result.error);
      const { rows, added, updated, rejected } = result.report;
      return c.json({ rows, added, updated, rejected }, 200);
    },
  );

  return app;
}
