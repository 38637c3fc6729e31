import { enquirySummary } from "@forecourt/core/shopper/enquiries";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import { EnquiryList, SIGN_IN_FOR_ENQUIRIES } from "./me.schema";
import { jsonOk, SHOPPER_SESSION } from "./openapi-helpers";

/** How many of the shopper's enquiries the garage lists (newest first). */
export const MY_ENQUIRIES_LIMIT = 50;

/** The signed-in shopper's own things on this site: the enquiries they sent signed in (the garage). */
export function meRoutes(deps: ApiDeps) {
  const app = newRouter();
  app.openapi(
    createRoute({
      method: "get",
      path: "/me/enquiries",
      security: SHOPPER_SESSION,
      operationId: "listMyEnquiries",
      tags: ["Shopper account"],
      summary: "The leads the signed-in shopper sent on this site while signed in, newest first",
      responses: jsonOk(EnquiryList),
    }),
    async (c) => {
      const user = c.get("user");
      if (!user) throw new ApiError("UNAUTHENTICATED", SIGN_IN_FOR_ENQUIRIES);
      // Only leads sent while signed in as this user: a mobile number anyone can type is no proof.
      const leads = await deps.leads.listByUser(c.get("site").slug, user.id, {
        limit: MY_ENQUIRIES_LIMIT,
      });
      return c.json({ enquiries: leads.map(enquirySummary) }, 200);
    },
  );
  return app;
}
