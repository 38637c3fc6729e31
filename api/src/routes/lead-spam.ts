import { createRoute } from "@hono/zod-openapi";
import type { FormStamps } from "../http/form-stamp";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { FormStamp } from "./leads.schema";

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
