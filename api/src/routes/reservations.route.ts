import {
  type Car,
  formatMoney,
  RESERVATION_MESSAGES,
  type ReservationRefusal,
  type ReservationSteps,
  reservationNeedsSignIn,
  reservationRefusal,
  reserveAmount,
  reserveDepositLead,
  reserveLeadFields,
  type SiteConfig,
  type StoredReservation,
  validateLead,
  withReservationPayment,
} from "@forecourt/core";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiDeps, ApiOptions } from "../deps";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";
import { errorLogFields } from "../http/error-log-fields";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { Problem } from "./openapi-helpers";
import {
  IdempotencyHeader,
  KEY_REUSED,
  paymentFailedMessage,
  ReservationBody,
  ReservationCreated,
  SIGN_IN_TO_RESERVE,
} from "./reservations.schema";

/** Marks a failure of the payment provider, as opposed to the store, inside the transaction. */
class PaymentFailure extends Error {}

const REFUSAL_ERROR: Record<ReservationRefusal, ApiError["code"]> = {
  "not-offered": "NOT_FOUND",
  "not-found": "NOT_FOUND",
  "already-reserved": "CONFLICT",
  unavailable: "CONFLICT",
};

const refusalError = (reason: ReservationRefusal) =>
  new ApiError(REFUSAL_ERROR[reason], RESERVATION_MESSAGES[reason]);

function created(r: StoredReservation) {
  return {
    reservation_id: r.id,
    reference: r.reference,
    lead_id: r.leadId,
    car_id: r.carId,
    amount: r.amount,
    amount_text: formatMoney(r.amount),
  };
}

/** The host the page was served on, as the site's proxy reads it (for page refreshes). */
function requestHost(c: Context<AppEnv>): string {
  const raw = c.req.header("x-forwarded-host") ?? c.req.header("host") ?? "";
  return raw.split(",")[0]?.trim().toLowerCase() ?? "";
}

/**
 * POST /api/reservations (issue 6): reserve a car through the checkout. Core decides whether the
 * site and car allow it and validates the shopper's answers; the store then, in one transaction,
 * charges the reserve amount through the PaymentPort, marks the car reserved and records the
 * reservation with its reserve lead (delivered as ADF by the outbox). The search index is
 * refreshed so the card shows Reserved. Idempotency-Key replays return the first reservation.
 */
export function reservationRoutes(
  deps: ApiDeps,
  guards: RouteGuards,
  onCarsChanged: ApiOptions["onCarsChanged"],
) {
  const app = newRouter();
  app.use("/reservations", ...guards.leadLimits);
  app.openapi(
    createRoute({
      method: "post",
      path: "/reservations",
      operationId: "reserveCar",
      tags: ["Checkout"],
      summary: "Reserve a car: charge the reserve amount, mark it reserved, send the reserve lead",
      request: {
        headers: IdempotencyHeader,
        body: { required: true, content: { "application/json": { schema: ReservationBody } } },
      },
      responses: {
        201: {
          description: "Reserved (or replayed for a seen Idempotency-Key)",
          content: { "application/json": { schema: ReservationCreated } },
        },
        400: {
          description: "Field errors with the spec's texts",
          content: { "application/problem+json": { schema: Problem } },
        },
        401: { description: "Checkout is gated on this site and the shopper is signed out" },
        404: { description: "No such car on this site, or the site takes no reservations" },
        409: { description: "The car is already reserved or can no longer be reserved" },
        502: { description: "The payment failed; nothing was charged or reserved" },
        503: { description: "The store is unavailable; nothing was stored" },
      },
    }),
    async (c) => {
      const site = c.get("site");
      const body = c.req.valid("json");
      const key = c.req.valid("header")["idempotency-key"] ?? null;
      const now = guards.now();
      if (reservationNeedsSignIn(site) && !c.get("user")) {
        throw new ApiError("UNAUTHENTICATED", SIGN_IN_TO_RESERVE);
      }
      const car = await deps.stock.get(site.slug, body.car_id);
      // Only the site and the car's presence are checked up front: whether it is still free is
      // decided on the locked car, after a seen Idempotency-Key has had its replay.
      const upfront = reservationRefusal(car, site, now);
      if (!car || upfront === "not-offered" || upfront === "not-found") {
        throw refusalError(upfront ?? "not-found");
      }
      const { car_id: _, ...answers } = body;
      const checked = validateLead("reserve", reserveLeadFields(answers, car), site, { car });
      if (!checked.ok) {
        throw new ApiError("VALIDATION", "Please fix the following errors:", checked.errors);
      }
      const lead = checked.lead;
      const amount = reserveAmount(site);
      const customer = {
        name: [lead.name, lead.last_name].filter(Boolean).join(" "),
        email: lead.email,
        phone: lead.phone,
      };
      const steps: ReservationSteps = {
        refuse: (locked, facts) => reservationRefusal(locked, site, now, facts),
        charge: async (locked) => {
          try {
            return await deps.payment.reserve(site.slug, locked.id, amount, customer);
          } catch (error) {
            throw new PaymentFailure(error instanceof Error ? error.message : String(error));
          }
        },
        lead: (_locked, reference) => ({
          kind: "reserve",
          payload: withReservationPayment(lead, {
            wording: reserveDepositLead(deps.payment.depositTaken, formatMoney(amount)),
            reference,
          }),
        }),
      };
      const outcome = await deps.reservations
        .reserve(
          {
            site: site.slug,
            carId: car.id,
            amount: String(amount),
            customer,
            idempotencyKey: key,
            userId: c.get("user")?.id ?? null,
          },
          steps,
          now,
        )
        .catch((error: unknown) => {
          if (!(error instanceof PaymentFailure)) throw error;
          c.get("log")?.warn(errorLogFields(error), "reserve payment failed");
          throw new ApiError("PAYMENT_FAILED", paymentFailedMessage(formatMoney(amount)));
        });

      switch (outcome.status) {
        case "replayed":
          if (outcome.reservation.carId !== car.id)
            throw ApiError.field("Idempotency-Key", KEY_REUSED);
          c.header("Idempotent-Replayed", "true");
          return c.json(created(outcome.reservation), 201);
        case "not-found":
          throw refusalError("not-found");
        case "refused":
          throw refusalError(outcome.reason as ReservationRefusal);
        case "reserved":
          await refreshCar(deps, c, site, outcome.car, onCarsChanged);
          return c.json(created(outcome.reservation), 201);
      }
    },
  );
  return app;
}

/**
 * The store has committed; the search index and any cached pages now catch up. A failure here is
 * logged, not returned: the reservation stands, and a restart rebuilds the index from the store.
 */
async function refreshCar(
  deps: ApiDeps,
  c: Context<AppEnv>,
  site: SiteConfig,
  car: Car,
  onCarsChanged: ApiOptions["onCarsChanged"],
) {
  try {
    await deps.search.upsert(site.slug, [car]);
    await onCarsChanged?.({ site: site.slug, host: requestHost(c), slugs: [car.slug ?? car.id] });
  } catch (error) {
    c.get("log")?.error({ ...errorLogFields(error), car: car.id }, "reserved car not refreshed");
  }
}
