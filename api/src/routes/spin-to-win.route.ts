import { enterPrizeDraw } from "@forecourt/core/use-cases/enter-prize-draw";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { idempotentResponses } from "../http/idempotent-response";
import { newRouter } from "../http/router";
import { problemError } from "../http/use-case-answer";
import type { RouteGuards } from "./guards";
import { IdempotencyHeader } from "./leads.schema";
import { jsonBody, jsonOk } from "./openapi-helpers";
import { SpinBody, SpinResult } from "./spin-to-win.schema";

/**
 * §2 /spin-to-win: parses the entry and answers what core's enterPrizeDraw decided (the server's
 * draw, one entry per phone per site, the prize only to the phone's signed-in owner).
 */
export function spinToWinRoutes(deps: ApiDeps, guards: RouteGuards, random: () => number) {
  const app = newRouter();
  app.use("/spin-to-win", ...guards.leadLimits);
  app.use("/spin-to-win", idempotentResponses(deps.idempotentResponses, "spin-to-win", guards.now));
  app.openapi(
    createRoute({
      method: "post",
      path: "/spin-to-win",
      operationId: "enterPrizeDraw",
      tags: ["Promotions"],
      summary: "Enter the prize draw: the wheel's prize for this phone (one entry each)",
      request: { headers: IdempotencyHeader, ...jsonBody(SpinBody) },
      responses: {
        ...jsonOk(SpinResult),
        409: { description: "The Idempotency-Key's first request is still running (problem+json)" },
        422: { description: "The Idempotency-Key was used with a different body (problem+json)" },
      },
    }),
    async (c) => {
      const user = c.get("user");
      const result = await enterPrizeDraw(
        deps,
        { answers: c.req.valid("json") },
        {
          now: guards.now(),
          site: c.get("site"),
          user: user ? { id: user.id, phone: user.phone } : null,
          random,
        },
      );
      if (!result.ok) throw problemError(result.problem);
      return c.json(result.value, 200);
    },
  );
  return app;
}
