import { GEOCODE_MISS, NO_DELIVERY_PRICE } from "@forecourt/core/leads/messages";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import { DeliveryResponse, GeocodeResponse, PostcodeQuery } from "./delivery.schema";
import { jsonOk } from "./openapi-helpers";

/** §7 delivery price by postcode and AU postcode geocoding (§5 'Invalid postcode'). */
export function deliveryRoutes(deps: ApiDeps) {
  const app = newRouter();
  const geocode = async (postcode: string) => {
    const point = await deps.geocoding.geocodePostcode(postcode);
    if (!point) throw new ApiError("NOT_FOUND", GEOCODE_MISS, { postcode: GEOCODE_MISS });
    return point;
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
      await geocode(postcode);
      const quote = await deps.deliveryPrice.quote(postcode, c.get("site").locations);
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
      summary: "Latitude and longitude of an Australian postcode",
      request: { query: PostcodeQuery },
      responses: jsonOk(GeocodeResponse),
    }),
    async (c) => c.json(await geocode(c.req.valid("query").postcode), 200),
  );
  return app;
}
