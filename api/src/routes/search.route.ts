import { recordZeroResultSearch } from "@forecourt/core/use-cases/record-zero-result-search";
import { searchPage } from "@forecourt/core/use-cases/search-page";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { newRouter } from "../http/router";
import { problemError } from "../http/use-case-answer";
import { visitorToken } from "../http/visitor-token";
import type { RouteGuards } from "./guards";
import { jsonOk } from "./openapi-helpers";
import { SearchQuery, SearchResponse } from "./search.schema";

/**
 * GET /api/search?path=: the search of a search page address, through core's searchPage (the one
 * pipeline the site's search page uses, issue 31 §3). A segment naming nothing there, or a page
 * past the last, is a 404 problem+json (the search page 404s the same addresses); a search
 * finding nothing is then counted for Insights by its own call.
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
      const page = await searchPage(
        { search: deps.search },
        { path: c.req.valid("query").path },
        { now, site, random: Math.random },
      );
      if (!page.ok) throw problemError(page.problem);
      const { state, result, zeroResultSearch } = page.value;
      if (zeroResultSearch !== null) {
        // Insights' zero-result searches (issue 17 §3): the scrubbed address, never who searched,
        // and only a client's first few a day (issue 30 §9: managers read this list).
        const address = guards.clientIp(c);
        await recordZeroResultSearch(
          { insights: deps.insights, countHit: guards.countHit },
          { search: zeroResultSearch },
          { now, site, visitor: (day) => visitorToken(address, site.slug, day) },
        );
      }
      return c.json({ state, ...result }, 200);
    },
  );
  return app;
}
