import { buildStockQuery, parseSearchUrl } from "@forecourt/core";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { jsonOk } from "./openapi-helpers";
import { SearchQuery, SearchResponse } from "./search.schema";

/** GET /api/search?path=: the search page's client-side updates, parsed with core's parseSearchUrl. */
export function searchRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  app.openapi(
    createRoute({
      method: "get",
      path: "/search",
      summary: "Stock search for a search page address",
      request: { query: SearchQuery },
      responses: jsonOk(SearchResponse),
    }),
    async (c) => {
      const site = c.get("site");
      const state = parseSearchUrl(c.req.valid("query").path, site);
      const result = await deps.search.search(buildStockQuery(site, state, guards.now()));
      return c.json({ state, ...result }, 200);
    },
  );
  return app;
}
