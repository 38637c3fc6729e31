import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { jsonBody, jsonOk, SHOPPER_SESSION } from "./openapi-helpers";
import {
  CAR_NOT_FOUND_MESSAGE,
  PHONE_MISMATCH_MESSAGE,
  WatchlistBody,
  WatchlistList,
  WatchlistSuccess,
} from "./watchlist.schema";

/** The signed-in user, checked against the phone the client sent (§5 needs a user with a phone). */
async function ownerOf(c: Context<AppEnv>, deps: ApiDeps, body: WatchlistBody) {
  const user = c.get("user");
  if (!user) throw new ApiError("UNAUTHENTICATED", "Please sign in to use your watchlist.");
  if (body.phone_number !== user.phone)
    throw ApiError.field("phone_number", PHONE_MISMATCH_MESSAGE);
  const car = await deps.stock.get(c.get("site").slug, body.car_id);
  if (!car) throw ApiError.field("car_id", CAR_NOT_FOUND_MESSAGE);
  return user;
}

/** §7 watchlist save / remove / list for the signed-in user of this site only. */
export function watchlistRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  app.use("/watchlist", guards.requireUser);
  app.use("/watchlist/*", guards.requireUser);

  app.openapi(
    createRoute({
      method: "post",
      path: "/watchlist/save-car",
      security: SHOPPER_SESSION,
      operationId: "saveCar",
      tags: ["Shopper account"],
      summary: "Save a car to the signed-in user's watchlist",
      request: jsonBody(WatchlistBody),
      responses: jsonOk(WatchlistSuccess),
    }),
    async (c) => {
      const body = c.req.valid("json");
      const user = await ownerOf(c, deps, body);
      await deps.watchlists.add(c.get("site").slug, user.id, body.car_id);
      return c.json({ success: true }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/watchlist/remove-car",
      security: SHOPPER_SESSION,
      operationId: "removeSavedCar",
      tags: ["Shopper account"],
      summary: "Remove a car from the signed-in user's watchlist",
      request: jsonBody(WatchlistBody),
      responses: jsonOk(WatchlistSuccess),
    }),
    async (c) => {
      const body = c.req.valid("json");
      const user = c.get("user");
      if (!user) throw new ApiError("UNAUTHENTICATED", "Please sign in to use your watchlist.");
      if (body.phone_number !== user.phone) {
        throw ApiError.field("phone_number", PHONE_MISMATCH_MESSAGE);
      }
      // A car that has since left the stock can still be removed.
      await deps.watchlists.remove(c.get("site").slug, user.id, body.car_id);
      return c.json({ success: true }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/watchlist",
      security: SHOPPER_SESSION,
      operationId: "listSavedCars",
      tags: ["Shopper account"],
      summary: "The signed-in user's watchlist entries {id}",
      responses: jsonOk(WatchlistList),
    }),
    async (c) => {
      const user = c.get("user");
      if (!user) throw new ApiError("UNAUTHENTICATED", "Please sign in to use your watchlist.");
      const ids = await deps.watchlists.list(c.get("site").slug, user.id);
      return c.json({ watchlist: ids.map((id) => ({ id })) }, 200);
    },
  );
  return app;
}
