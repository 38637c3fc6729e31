import { payOnline } from "@forecourt/core/use-cases/pay-online";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { errorLogFields } from "../http/error-log-fields";
import { idempotentResponses } from "../http/idempotent-response";
import { newRouter } from "../http/router";
import { problemError } from "../http/use-case-answer";
import type { RouteGuards } from "./guards";
import { IdempotencyHeader } from "./leads.schema";
import { OnlinePaymentBody, OnlinePaymentReceipt } from "./online-payment.schema";
import { jsonBody, jsonOk } from "./openapi-helpers";

/**
 * §2 /online-payment: pay a dealer invoice through the PaymentPort, on sites that list the page;
 * signed-in only where the site gates online payment (§4). An Idempotency-Key retry replays the
 * first receipt and charges nothing again (issue 15 §3). Card payments are rate-limited per client
 * and site, and declines gate the next payment (issue 30 §10): the spec has the shopper type the
 * invoice number and amount freely, so no invoice list can check them; a card-testing script is
 * instead stopped by the verified-mobile challenge and the decline limits.
 */
export function onlinePaymentRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  app.use("/online-payment", ...guards.leadLimits, ...guards.paymentLimits);
  app.use(
    "/online-payment",
    idempotentResponses(deps.idempotentResponses, "online-payment", guards.now),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/online-payment",
      operationId: "payInvoice",
      tags: ["Payments"],
      summary: "Pay a dealer invoice by its number and amount; returns the receipt reference",
      request: { headers: IdempotencyHeader, ...jsonBody(OnlinePaymentBody) },
      responses: {
        ...jsonOk(OnlinePaymentReceipt),
        401: {
          description:
            "Sign in first: online payment is gated here, or declines from this client or site call for a verified mobile",
        },
        409: { description: "The Idempotency-Key's first request is still running (problem+json)" },
        422: { description: "The Idempotency-Key was used with a different body (problem+json)" },
        429: { description: "Too many payments, or too many declined, from this client or site" },
        502: { description: "The card payment was declined or failed; nothing was charged" },
      },
    }),
    async (c) => {
      const { cardTesting } = guards;
      const paid = await payOnline(
        { payment: deps.payment, declines: cardTesting.declines },
        c.req.valid("json"),
        {
          site: c.get("site"),
          payer: cardTesting.payer(c),
          idempotencyKey: c.req.header("idempotency-key"),
          cardTestingLimits: cardTesting.limits,
          onDeclined: (error) =>
            c.get("log")?.warn(errorLogFields(error), "invoice payment declined"),
        },
      );
      if (!paid.ok) throw problemError(paid.problem);
      return c.json(paid.value, 200);
    },
  );
  return app;
}
