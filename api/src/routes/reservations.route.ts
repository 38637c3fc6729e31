import {
  type DepositTaken,
  formatMoney,
  holdNotice,
  type SiteConfig,
  type StoredReservation,
} from "@forecourt/core";
import { type ReserveCarFailure, reserveCar } from "@forecourt/core/use-cases/reserve-car";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiDeps } from "../deps";
import type { AppEnv } from "../http/env";
import { errorLogFields } from "../http/error-log-fields";
import { newRouter } from "../http/router";
import { problemError } from "../http/use-case-answer";
import type { RouteGuards } from "./guards";
import { Problem } from "./openapi-helpers";
import { IdempotencyHeader, ReservationBody, ReservationCreated } from "./reservations.schema";

function created(r: StoredReservation, site: SiteConfig, depositTaken: DepositTaken) {
  return {
    reservation_id: r.id,
    reference: r.reference,
    lead_id: r.leadId,
    car_id: r.carId,
    amount: r.amount,
    amount_text: formatMoney(r.amount),
    expires_at: r.expiresAt?.toISOString() ?? null,
    hold_notice: r.expiresAt ? holdNotice(site, depositTaken) : null,
  };
}

/** What failed without changing the answer, logged without the shopper's details. */
function logReserveFailure(
  c: Context<AppEnv>,
  carId: string,
  error: unknown,
  what: ReserveCarFailure,
) {
  const log = c.get("log");
  if (what === "payment") log?.warn(errorLogFields(error), "reserve payment failed");
  else if (what === "refresh") {
    log?.error({ ...errorLogFields(error), car: carId }, "reserved car not refreshed");
  } else log?.error(errorLogFields(error), `reserve payment ${what} failed`);
}

/**
 * POST /api/reservations (issue 6, issue 30 §7/§10): reserve a car through the checkout, by core's
 * reserveCar use case. It decides whether the site and car allow it, validates the shopper's
 * answers, and whether this shopper may hold a car (a verified mobile, i.e. signed in, or a deposit paid online). The card is
 * authorised outside the store's transaction, the store then commits the hold in a short one (the
 * car marked reserved, the reservation with its reserve lead, the holder's limit checked), and the
 * payment is captured — or voided when the hold did not commit. An unpaid hold lapses after the
 * site's `reserveHoldMinutes`. The search index is refreshed so the card shows Reserved.
 * Idempotency-Key replays return the first reservation.
 */
export function reservationRoutes(deps: ApiDeps, guards: RouteGuards) {
  const app = newRouter();
  app.use("/reservations", ...guards.leadLimits);
  app.openapi(
    createRoute({
      method: "post",
      path: "/reservations",
      operationId: "reserveCar",
      tags: ["Checkout"],
      summary:
        "Reserve a car: authorise the reserve amount, hold the car, capture, send the reserve lead",
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
        401: {
          description:
            "Sign in first: checkout is gated, the deposit is not paid online (a hold needs a verified mobile), or declines call for one",
        },
        404: { description: "No such car on this site, or the site takes no reservations" },
        409: {
          description:
            "The car is already reserved or can no longer be reserved, or the shopper holds the most cars allowed",
        },
        429: { description: "Too many declined card payments from this client" },
        502: { description: "The payment failed; nothing was charged or reserved" },
        503: { description: "The store is unavailable; nothing was stored" },
      },
    }),
    async (c) => {
      const site = c.get("site");
      const body = c.req.valid("json");
      const { cardTesting } = guards;
      const reserved = await reserveCar({ ...deps, declines: cardTesting.declines }, body, {
        now: guards.now(),
        site,
        userId: c.get("user")?.id ?? null,
        clientAddress: guards.clientIp(c),
        idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
        cardTestingLimits: cardTesting.limits,
        newId: () => crypto.randomUUID(),
        report: (error, what) => logReserveFailure(c, body.car_id, error, what),
      });
      if (!reserved.ok) throw problemError(reserved.problem);
      const { reservation, replayed } = reserved.value;
      if (replayed) c.header("Idempotent-Replayed", "true");
      return c.json(created(reservation, site, deps.payment.depositTaken), 201);
    },
  );
  return app;
}
