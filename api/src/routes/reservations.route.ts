import {
  type Car,
  type DepositTaken,
  formatMoney,
  HOLD_MESSAGES,
  holdExpiresAt,
  holdHolder,
  holdNotice,
  holdRefusal,
  noticeAcknowledgement,
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
import { leadRouter } from "@forecourt/core/leads/routing/lead-router";
import type { ValidLead } from "@forecourt/core/leads/validate-lead";
import { locationCalendar } from "@forecourt/core/locations/public-holidays";
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
import { CaptureFailed, PaymentDeclined, reserveWithPayment } from "./reserve-with-payment";

const REFUSAL_ERROR: Record<ReservationRefusal, ApiError["code"]> = {
  "not-offered": "NOT_FOUND",
  "not-found": "NOT_FOUND",
  "already-reserved": "CONFLICT",
  unavailable: "CONFLICT",
  "hold-limit": "CONFLICT",
};

const refusalError = (reason: ReservationRefusal, site: SiteConfig) =>
  new ApiError(
    REFUSAL_ERROR[reason],
    reason === "hold-limit"
      ? HOLD_MESSAGES["hold-limit"](site.features.reserveHoldLimit)
      : RESERVATION_MESSAGES[reason],
  );

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

/** The host the page was served on, as the site's proxy reads it (for page refreshes). */
function requestHost(c: Context<AppEnv>): string {
  const raw = c.req.header("x-forwarded-host") ?? c.req.header("host") ?? "";
  return raw.split(",")[0]?.trim().toLowerCase() ?? "";
}

/**
 * POST /api/reservations (issue 6, issue 30 §7/§10): reserve a car through the checkout. Core
 * decides whether the site and car allow it, validates the shopper's answers, and whether this
 * shopper may hold a car (a verified mobile, i.e. signed in, or a deposit paid online). The card is
 * authorised outside the store's transaction, the store then commits the hold in a short one (the
 * car marked reserved, the reservation with its reserve lead, the holder's limit checked), and the
 * payment is captured — or voided when the hold did not commit. An unpaid hold lapses after the
 * site's `reserveHoldMinutes`. The search index is refreshed so the card shows Reserved.
 * Idempotency-Key replays return the first reservation.
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
      const key = c.req.valid("header")["idempotency-key"] ?? null;
      const now = guards.now();
      const user = c.get("user");
      if (reservationNeedsSignIn(site) && !user) {
        throw new ApiError("UNAUTHENTICATED", SIGN_IN_TO_RESERVE);
      }
      const car = await deps.stock.get(site.slug, body.car_id);
      // Only the site and the car's presence are checked up front: whether it is still free is
      // decided on the locked car, after a seen Idempotency-Key has had its replay.
      const upfront = reservationRefusal(car, site, now);
      if (!car || upfront === "not-offered" || upfront === "not-found") {
        throw refusalError(upfront ?? "not-found", site);
      }
      const { car_id: _, cin_acknowledged, ...answers } = body;
      // Issue 36 §1: a NZ used car's notice is acknowledged, and the lead records when and which.
      const acknowledged = noticeAcknowledgement(site, car, cin_acknowledged, now);
      const ackFields = acknowledged.ok ? acknowledged.fields : {};
      const checked = validateLead(
        "reserve",
        { ...reserveLeadFields(answers, car), ...ackFields },
        site,
        { car },
      );
      if (!checked.ok || !acknowledged.ok) {
        throw new ApiError("VALIDATION", "Please fix the following errors:", {
          ...(checked.ok ? {} : checked.errors),
          ...(acknowledged.ok ? {} : acknowledged.errors),
        });
      }
      const taken = deps.payment.depositTaken;
      const shopper = { userId: user?.id ?? null, clientAddress: guards.clientIp(c) };
      const holdRefused = holdRefusal(shopper, taken);
      if (holdRefused) throw new ApiError("UNAUTHENTICATED", HOLD_MESSAGES[holdRefused]);
      if (key !== null) {
        // A seen key replays before any card is touched.
        const seen = await deps.reservations.findByKey(site.slug, key);
        if (seen) return replay(c, seen, car.id, site, taken);
      }
      await guards.cardTesting.check(c);

      const lead = checked.lead;
      const amount = reserveAmount(site);
      const customer = {
        name: [lead.name, lead.last_name].filter(Boolean).join(" "),
        email: lead.email,
        phone: lead.phone,
      };
      // Issue 34 §1: the reserve lead is owned on arrival like any other.
      const staff = await deps.staff.list(site.slug);
      const steps: ReservationSteps = {
        refuse: (locked, facts) => reservationRefusal(locked, site, now, facts),
        router: (locked, reserveLead) =>
          leadRouter(site, reserveLead.payload as ValidLead, locked, staff, now, (l) =>
            locationCalendar(site, l),
          ),
        lead: (_locked, reference) => ({
          kind: "reserve",
          payload: withReservationPayment(lead, {
            wording: reserveDepositLead(taken, formatMoney(amount)),
            reference,
          }),
        }),
      };
      const log = c.get("log");
      const outcome = await reserveWithPayment(
        deps,
        {
          site: site.slug,
          carId: car.id,
          amount: String(amount),
          customer,
          idempotencyKey: key,
          userId: user?.id ?? null,
          holder: holdHolder(shopper),
          expiresAt: holdExpiresAt(site, taken, now),
        },
        steps,
        now,
        (error, what) => log?.error(errorLogFields(error), `reserve payment ${what} failed`),
      ).catch(async (error: unknown) => {
        if (error instanceof PaymentDeclined) await guards.cardTesting.declined(c);
        if (!(error instanceof PaymentDeclined || error instanceof CaptureFailed)) throw error;
        log?.warn(errorLogFields(error), "reserve payment failed");
        throw new ApiError("PAYMENT_FAILED", paymentFailedMessage(formatMoney(amount)));
      });

      switch (outcome.status) {
        case "replayed":
          return replay(c, outcome.reservation, car.id, site, taken);
        case "not-found":
          throw refusalError("not-found", site);
        case "refused":
          throw refusalError(outcome.reason as ReservationRefusal, site);
        case "reserved":
          await refreshCar(deps, c, site, outcome.car, onCarsChanged);
          return c.json(created(outcome.reservation, site, taken), 201);
      }
    },
  );
  return app;
}

/** The first reservation a seen Idempotency-Key made; the key for another car is refused. */
function replay(
  c: Context<AppEnv>,
  first: StoredReservation,
  carId: string,
  site: SiteConfig,
  taken: DepositTaken,
) {
  if (first.carId !== carId) throw ApiError.field("Idempotency-Key", KEY_REUSED);
  c.header("Idempotent-Replayed", "true");
  return c.json(created(first, site, taken), 201);
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
