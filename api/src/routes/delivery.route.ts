import type { Country } from "@forecourt/core";
import { GEOCODE_MISS, NO_DELIVERY_PRICE } from "@forecourt/core/leads/messages";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import { DeliveryResponse, GeocodeResponse, PostcodeQuery } from "./delivery.schema";
import { jsonOk } from "./openapi-helpers";

/** §7 delivery price by postcode and postcode geocoding in the site's country, AU or NZ (§5 'Invalid postcode'). */
export function deliveryRoutes(deps: ApiDeps) {
  const app = newRouter();
  const geocode = async (postcode: string, country: Country) => {
    const point = await deps.geocoding.geocodePostcode(postcode, country);
    if (!point) throw new ApiError("NOT_FOUND", GEOCODE_MISS, { postcode: GEOCODE_MISS });
    return { lat: point.lat, lng: point.lng };
  };

  app.openapi(
    createRoute({
      method: "get",
      path: "/delivery",
      operationId: "getDeliveryPrice",
      tags: ["Delivery"],
      summary: "Delivery price and region for a postcode, from the distance to the dealer",
      request: { query: PostcodeQuery },
      responses: jsonOk(DeliveryResponse),
    }),
    async (c) => {
      const { postcode } = c.req.valid("query");
      const site = c.get("site");
      await geocode(postcode, site.country);
      const quote = await deps.deliveryPrice.quote(postcode, site.locations, site.country);
      if (!quote) throw new ApiError("NOT_FOUND", NO_DELIVERY_PRICE);
      return c.json(quote, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/geocode",
      operationId: "geocodePostcode",
      tags: ["Delivery"],
      summary: "Latitude and longitude of a postcode in the site's country (AU or NZ)",
      request: { query: PostcodeQuery },
      responses: jsonOk(GeocodeResponse),
    }),
    async (c) => c.json(await geocode(c.req.valid("query").postcode, c.get("site").country), 200),
  );
  return app;
}
