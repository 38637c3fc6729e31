import { createRoute, z } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { newRouter } from "../http/router";

const Health = z
  .object({ ok: z.boolean(), store: z.boolean(), search: z.boolean() })
  .openapi("Health");

const answers = (check: () => Promise<boolean>) => check().catch(() => false);

/** GET /api/health (issue 4 §6): whether the store and the search engine answer; 503 when either does not. */
export function healthRoutes(deps: ApiDeps) {
  const app = newRouter();
  app.openapi(
    createRoute({
      method: "get",
      path: "/health",
      operationId: "getHealth",
      tags: ["Health"],
      summary: "Store and search engine health (no tenant needed)",
      responses: {
        200: { description: "Both answer", content: { "application/json": { schema: Health } } },
        503: { description: "One does not", content: { "application/json": { schema: Health } } },
      },
    }),
    async (c) => {
      const [store, search] = await Promise.all([
        answers(deps.storeHealth),
        answers(() => deps.search.health()),
      ]);
      const ok = store && search;
      return c.json({ ok, store, search }, ok ? 200 : 503);
    },
  );
  return app;
}
