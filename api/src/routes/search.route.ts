import {
  buildStockQuery,
  isPastLastPage,
  localDay,
  resolveSearchUrl,
  siteTimeZone,
  stockVocabulary,
  vocabularyQuery,
  zeroResultSearchKey,
} from "@forecourt/core";
import {
  DAY_COUNT_WINDOW_MS,
  zeroResultQuotaKey,
  zeroResultSearchKept,
} from "@forecourt/core/insights/anonymous-counting";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import { visitorToken } from "../http/visitor-token";
import type { RouteGuards } from "./guards";
import { jsonOk } from "./openapi-helpers";
import { SearchQuery, SearchResponse } from "./search.schema";

/**
 * GET /api/search?path=: the search page's client-side updates, the path read by core's
 * resolveSearchUrl against the site's stock vocabulary. A segment naming nothing there, or a page
 * past the last, is a 404 problem+json (the search page 404s the same addresses).
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
      description:
        "404 problem+json when a path segment names nothing on this site or the page is past the last.",
      responses: {
        ...jsonOk(SearchResponse),
        // problem+json, as every error (http/problem-docs.ts gives it the Problem schema).
        404: {
          description:
            "Unknown site, a path segment that names nothing on this site, or a page past the last",
        },
      },
    }),
    async (c) => {
      const site = c.get("site");
      const now = guards.now();
      const vocabulary = stockVocabulary(await deps.search.search(vocabularyQuery(site, now)));
      const read = resolveSearchUrl(c.req.valid("query").path, site, vocabulary);
      if (!read.ok) {
        throw ApiError.problem("NOT_FOUND", `path: "${read.segment}" names nothing on this site`);
      }
      const result = await deps.search.search(buildStockQuery(site, read.state, now));
      // Issue 14 §3: as the search page (a 404 with noindex), a page past the last names nothing.
      if (isPastLastPage(read.state.page, result.pages)) {
        throw ApiError.problem(
          "NOT_FOUND",
          `path: page ${read.state.page} is past the last page (${Math.max(1, result.pages)})`,
        );
      }
      if (result.count === 0) {
        // Insights' zero-result searches (issue 17 §3): the scrubbed address, never who searched,
        // and only a client's first few a day (issue 30 §9: managers read this list).
        const day = localDay(now, siteTimeZone(site));
        const visitor = visitorToken(guards.clientIp(c), site.slug, day);
        const quota = zeroResultQuotaKey(site.slug, day, visitor);
        if (zeroResultSearchKept(await guards.countHit(quota, DAY_COUNT_WINDOW_MS))) {
          const key = zeroResultSearchKey(read.state, site, vocabulary);
          await deps.insights.recordZeroResultSearch(site.slug, key, day).catch(() => {});
        }
      }
      return c.json({ state: read.state, ...result }, 200);
    },
  );
  return app;
}
