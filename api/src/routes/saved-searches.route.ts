import { newSinceText } from "@forecourt/core";
import { deleteSavedSearch } from "@forecourt/core/use-cases/delete-saved-search";
import {
  listSavedSearches,
  type SavedSearchWithNew,
} from "@forecourt/core/use-cases/list-saved-searches";
import { saveSearch } from "@forecourt/core/use-cases/save-search";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";
import { newRouter } from "../http/router";
import { problemError } from "../http/use-case-answer";
import { requireSignedIn } from "../middleware/session";
import type { RouteGuards } from "./guards";
import { jsonBody, problem, SHOPPER_SESSION } from "./openapi-helpers";
import {
  SavedSearchIdParam,
  SavedSearchList,
  SavedSearchSaved,
  type SavedSearchView,
  SaveSearchBody,
} from "./saved-searches.schema";

const SIGN_IN_MESSAGE = "Please sign in to keep saved searches.";

/** Who is asking: the signed-in shopper on this site (requireUser has let only them through). */
function shopperOf(c: Context<AppEnv>, guards: RouteGuards) {
  const user = c.get("user");
  if (!user) throw new ApiError("UNAUTHENTICATED", SIGN_IN_MESSAGE);
  return { now: guards.now(), site: c.get("site"), userId: user.id };
}

/** The browser's projection of a saved search (never the stored row). */
const viewOf = (search: Omit<SavedSearchWithNew, "newSince"> & Partial<SavedSearchWithNew>) =>
  ({
    id: search.id,
    href: search.href,
    label: search.label,
    created_at: search.createdAt.toISOString(),
    last_seen_at: search.lastSeenAt.toISOString(),
    new_count: search.newSince?.count ?? null,
    new_text: search.newSince ? newSinceText(search.newSince) : null,
  }) satisfies SavedSearchView;

/**
 * Issue 14 §3 saved searches of the signed-in shopper: list, save, delete. Writes count against
 * the anonymous-write limits' "saved-searches" group, per client and per site (issue 31 §1: the
 * web's "Save this search" form goes through here, not past these checks).
 */
export function savedSearchRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  const limits = guards.writeLimits("saved-searches");
  // Hono's "/saved-searches/*" also matches "/saved-searches": one use, so each request counts once.
  app.use("/saved-searches/*", ...limits, requireSignedIn(SIGN_IN_MESSAGE));

  app.openapi(
    createRoute({
      method: "get",
      path: "/saved-searches",
      security: SHOPPER_SESSION,
      operationId: "listSavedSearches",
      tags: ["Shopper account"],
      summary:
        "The signed-in shopper's saved searches, newest first, with the cars new since each was opened",
      responses: {
        200: {
          description: "OK",
          content: { "application/json": { schema: SavedSearchList } },
        },
      },
    }),
    async (c) => {
      const ports = { savedSearches: deps.savedSearches, search: deps.search, stock: deps.stock };
      const result = await listSavedSearches(ports, {}, shopperOf(c, guards));
      if (!result.ok) throw problemError(result.problem);
      return c.json({ saved_searches: result.value.map(viewOf) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/saved-searches",
      security: SHOPPER_SESSION,
      operationId: "saveSearch",
      tags: ["Shopper account"],
      summary: "Save a search page's address for the signed-in shopper (once per address)",
      request: jsonBody(SaveSearchBody),
      responses: {
        200: {
          description: "Already saved: the saved one, unchanged",
          content: { "application/json": { schema: SavedSearchSaved } },
        },
        201: {
          description: "Saved",
          content: { "application/json": { schema: SavedSearchSaved } },
        },
        400: problem("The address names nothing on this site (`errors.href`)"),
        404: problem("This site keeps no saved searches"),
        409: problem("The shopper already keeps the most saved searches a site allows"),
      },
    }),
    async (c) => {
      const ports = { savedSearches: deps.savedSearches, search: deps.search };
      const result = await saveSearch(ports, c.req.valid("json"), shopperOf(c, guards));
      if (!result.ok) throw problemError(result.problem);
      const { search, created } = result.value;
      return c.json({ saved_search: viewOf(search), created }, created ? 201 : 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/saved-searches/{id}",
      security: SHOPPER_SESSION,
      operationId: "deleteSavedSearch",
      tags: ["Shopper account"],
      summary: "Delete one of the signed-in shopper's saved searches",
      request: { params: SavedSearchIdParam },
      responses: {
        204: { description: "Deleted" },
        404: problem("No saved search of this shopper has that id"),
      },
    }),
    async (c) => {
      const ports = { savedSearches: deps.savedSearches };
      const result = await deleteSavedSearch(ports, c.req.valid("param"), shopperOf(c, guards));
      if (!result.ok) throw problemError(result.problem);
      return c.body(null, 204);
    },
  );
  return app;
}
