import { siteHasPage } from "@forecourt/core/navigation/site-pages";
import { validateInvoicePayment } from "@forecourt/core/payments/invoice-payment";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { errorLogFields } from "../http/error-log-fields";
import { idempotentResponses } from "../http/idempotent-response";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { IdempotencyHeader } from "./leads.schema";
import {
  INVOICE_PAYMENT_FAILED,
  ONLINE_PAYMENT_OFF,
  OnlinePaymentBody,
  OnlinePaymentReceipt,
  SIGN_IN_TO_PAY,
} from "./online-payment.schema";
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
      const site = c.get("site");
      if (!siteHasPage(site, "/online-payment"))
        throw new ApiError("NOT_FOUND", ONLINE_PAYMENT_OFF);
      const user = c.get("user");
      if (site.features.gated.onlinePayment && !user) {
        throw new ApiError("UNAUTHENTICATED", SIGN_IN_TO_PAY);
      }
      const checked = validateInvoicePayment(c.req.valid("json"));
      if (!checked.ok) {
        throw new ApiError("VALIDATION", "Please fix the following errors:", checked.errors);
      }
      const { invoice_number, amount, name, email, phone } = checked.payment;
      // Card testing (issue 30 §10): after declines, an anonymous payer must prove a mobile first.
      await guards.cardTesting.check(c);
      // The key goes to the payment itself: two servers answering the same retry at once
      // (before either has kept its answer) still pay once.
      const idempotencyKey = c.req.header("idempotency-key");
      const paid = await deps.payment
        .payInvoice(
          site.slug,
          { number: invoice_number, amount },
          { name, email, phone },
          idempotencyKey === undefined ? {} : { idempotencyKey },
        )
        .catch(async (error: unknown) => {
          await guards.cardTesting.declined(c);
          c.get("log")?.warn(errorLogFields(error), "invoice payment declined");
          throw new ApiError("PAYMENT_FAILED", INVOICE_PAYMENT_FAILED);
        });
      return c.json({ reference: paid.reference, invoice_number, amount }, 200);
    },
  );
  return app;
}
