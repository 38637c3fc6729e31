import {
  buildStockQuery,
  localDay,
  resolveSearchUrl,
  siteTimeZone,
  stockVocabulary,
  vocabularyQuery,
  zeroResultSearchKey,
} from "@forecourt/core";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { jsonOk } from "./openapi-helpers";
import { SearchQuery, SearchResponse } from "./search.schema";

/**
 * GET /api/search?path=: the search page's client-side updates, the path read by core's
 * resolveSearchUrl against the site's stock vocabulary (404 when a segment names nothing there).
 */
export function searchRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  app.openapi(
    createRoute({
      method: "get",
      path: "/search",
      operationId: "searchStock",
      tags: ["Search"],
      summary: "Stock search for a search page address",
      request: { query: SearchQuery },
      responses: jsonOk(SearchResponse),
    }),
    async (c) => {
      const site = c.get("site");
      const now = guards.now();
      const vocabulary = stockVocabulary(await deps.search.search(vocabularyQuery(site, now)));
      const read = resolveSearchUrl(c.req.valid("query").path, site, vocabulary);
      if (!read.ok) {
        throw new ApiError("NOT_FOUND", `path: "${read.segment}" names nothing on this site`);
      }
      const result = await deps.search.search(buildStockQuery(site, read.state, now));
      if (result.count === 0) {
        // Insights' zero-result searches (issue 17 §3): the scrubbed address, never who searched.
        const key = zeroResultSearchKey(read.state, site, vocabulary);
        await deps.insights
          .recordZeroResultSearch(site.slug, key, localDay(now, siteTimeZone(site)))
          .catch(() => {});
      }
      return c.json({ state: read.state, ...result }, 200);
    },
  );
  return app;
}
