import { testDriveSlots } from "@forecourt/core";
import { createRoute } from "@hono/zod-openapi";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { LOCATION_NOT_FOUND, LocationIdParam, SlotsQuery, SlotsResponse } from "./locations.schema";
import { jsonOk } from "./openapi-helpers";

/** §7 appointment slots for test drives, from the location's opening hours. */
export function locationRoutes(guards: RouteGuards) {
  const app = newRouter();
  app.openapi(
    createRoute({
      method: "get",
      path: "/locations/{id}/slots",
      summary: "Test-drive appointment slots (HH:mm) at a location on a date",
      request: { params: LocationIdParam, query: SlotsQuery },
      responses: jsonOk(SlotsResponse),
    }),
    (c) => {
      const { id } = c.req.valid("param");
      const { date, type } = c.req.valid("query");
      const location = c.get("site").locations.find((l) => l.id === id || l.slug === id);
      if (!location) throw new ApiError("NOT_FOUND", LOCATION_NOT_FOUND);
      return c.json(
        { date, slots: testDriveSlots(location, date, guards.now(), undefined, type ?? "sales") },
        200,
      );
    },
  );
  return app;
}
