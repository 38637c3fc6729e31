import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { newRouter } from "../http/router";
import { NO_QUOTE, YouxQuoteBody, YouxQuoteResponse } from "./finance.schema";
import type { RouteGuards } from "./guards";
import { jsonBody, jsonOk } from "./openapi-helpers";

/** §7 POST /api/youx/quote: a finance quote from the FinanceQuotePort (core annuity, the site's lender settings). */
export function financeRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  app.use("/youx/quote", ...guards.quoteLimits);
  app.openapi(
    createRoute({
      method: "post",
      path: "/youx/quote",
      operationId: "getFinanceQuote",
      tags: ["Finance"],
      summary: "Weekly repayment, comparison and advertised rate for a purchase price",
      request: jsonBody(YouxQuoteBody),
      responses: jsonOk(YouxQuoteResponse),
    }),
    async (c) => {
      const quote = await deps.financeQuote.quote(c.get("site").slug, c.req.valid("json"));
      if (!quote) throw new ApiError("NOT_FOUND", NO_QUOTE);
      return c.json(quote, 200);
    },
  );
  return app;
}
