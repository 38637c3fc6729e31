import { bookableSlots } from "@forecourt/core";
import { locationCalendar } from "@forecourt/core/locations/public-holidays";
import { createRoute } from "@hono/zod-openapi";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { LOCATION_NOT_FOUND, LocationIdParam, SlotsQuery, SlotsResponse } from "./locations.schema";
import { jsonOk } from "./openapi-helpers";

/** §7 appointment slots for test drives, from the location's opening hours in its own zone. */
export function locationRoutes(guards: RouteGuards) {
  const app = newRouter();
  app.openapi(
    createRoute({
      method: "get",
      path: "/locations/{id}/slots",
      operationId: "listBookingSlots",
      tags: ["Locations"],
      summary:
        "Test-drive appointment slots (HH:mm, in the location's zone) at a location on a date",
      request: { params: LocationIdParam, query: SlotsQuery },
      responses: jsonOk(SlotsResponse),
    }),
    (c) => {
      const { id } = c.req.valid("param");
      const { date, type } = c.req.valid("query");
      const site = c.get("site");
      const location = site.locations.find((l) => l.id === id || l.slug === id);
      if (!location) throw new ApiError("NOT_FOUND", LOCATION_NOT_FOUND);
      const calendar = locationCalendar(site, location);
      const slots = bookableSlots(location, date, guards.now(), {
        ...calendar,
        hoursType: type ?? "sales",
      });
      return c.json(
        {
          date,
          timeZone: calendar.timeZone,
          slots: slots.map((s) => s.time),
          starts: slots.map((s) => s.iso),
        },
        200,
      );
    },
  );
  return app;
}
