import { noticeAcknowledgement } from "../checkout/notice-acknowledgement";
import {
  RESERVATION_MESSAGES,
  type ReservationRefusal,
  reservationNeedsSignIn,
  reservationRefusal,
  reserveAmount,
} from "../checkout/reservation";
import {
  HOLD_MESSAGES,
  holdExpiresAt,
  holdHolder,
  holdRefusal,
} from "../checkout/reservation-hold";
import {
  KEY_REUSED,
  paymentFailedMessage,
  SIGN_IN_TO_RESERVE,
} from "../checkout/reservation-messages";
import {
  type ReserveRequest,
  reserveLeadFields,
  withReservationPayment,
} from "../checkout/reserve-lead";
import { reserveDepositLead } from "../checkout/reserve-payment-wording";
import { formatMoney } from "../format/money";
import { FIX_ERRORS_HEADING } from "../leads/messages";
import { leadRouter } from "../leads/routing/lead-router";
import { type ValidLead, validateLead } from "../leads/validate-lead";
import { locationCalendar } from "../locations/public-holidays";
import type { CardTestingLimits } from "../payments/card-testing";
import type { ReservationRepository, ReservationSteps, StoredReservation } from "../ports/leads";
import type { PaymentPort } from "../ports/outside";
import type { PaymentDeclineCounter } from "../ports/payment-declines";
import type { SearchPort } from "../ports/search";
import type { StockRepository } from "../ports/sites";
import type { StaffRepository } from "../ports/staff";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { cardDeclined, cardPaymentAllowed } from "./card-testing-gate";
import { reserveWithPayment, type SettleFailure } from "./reserve-with-payment";
import { failed, succeeded, type UseCaseResult } from "./result";

export interface ReserveCarPorts {
  stock: Pick<StockRepository, "get">;
  reservations: Pick<ReservationRepository, "reserve" | "findByKey" | "release">;
  payment: Pick<PaymentPort, "depositTaken" | "authorise" | "capture" | "void">;
  staff: Pick<StaffRepository, "list">;
  declines: PaymentDeclineCounter;
  /** The reserved car's card shows Reserved once the store has committed. */
  search: Pick<SearchPort, "upsert">;
}

/** The checkout's answers (parsed at the edge): the car, the shopper's fields, the notice tick. */
export type CarReservation = ReserveRequest & { car_id: string; cin_acknowledged?: boolean };

export interface ReserveCarContext {
  now: Date;
  site: SiteConfig;
  /** The signed-in shopper; null when signed out. */
  userId: string | null;
  /** The client's address as the edge reads it (keys an anonymous paid hold and its declines). */
  clientAddress: string;
  /** The request's Idempotency-Key: a retry replays the first reservation. */
  idempotencyKey: string | null;
  cardTestingLimits: CardTestingLimits;
  /** A new reservation id (a UUID). */
  newId: () => string;
  /** Told what failed without changing the answer (a shell logs it, never the shopper's details). */
  report?: (error: unknown, what: ReserveCarFailure) => void;
}

/** What `report` is told about: a payment declined or not captured, settling it, the refresh. */
export type ReserveCarFailure = "payment" | SettleFailure | "refresh";

export interface CarReserved {
  reservation: StoredReservation;
  /** A seen Idempotency-Key: the first reservation, nothing new written or charged. */
  replayed: boolean;
}

const refusalKind = (reason: ReservationRefusal) =>
  reason === "not-offered" || reason === "not-found" ? "not-found" : "conflict";

function refused(reason: ReservationRefusal, site: SiteConfig): UseCaseResult<never> {
  const detail =
    reason === "hold-limit"
      ? HOLD_MESSAGES["hold-limit"](site.features.reserveHoldLimit)
      : RESERVATION_MESSAGES[reason];
  return failed(refusalKind(reason), detail);
}

/** The first reservation a seen Idempotency-Key made; the key for another car is refused. */
function replay(first: StoredReservation, carId: string): UseCaseResult<CarReserved> {
  if (first.carId !== carId) return failed("invalid", KEY_REUSED, { field: "Idempotency-Key" });
  return succeeded({ reservation: first, replayed: true });
}

/**
 * Issue 6, issue 30 §7/§10: reserve a car through the checkout. Whether the site and car allow it,
 * the shopper's answers (validateLead "reserve", a NZ used car's notice acknowledged), and whether
 * this shopper may hold a car (a verified mobile, i.e. signed in, or a deposit paid online); a
 * seen Idempotency-Key replays before any card is touched, and declined payments gate the next.
 * The card is authorised, the hold committed with its routed reserve lead, and the payment
 * captured (reserveWithPayment); then this process's search index catches up (other processes
 * and cached pages follow the store's stock notices).
 */
export async function reserveCar(
  ports: ReserveCarPorts,
  input: CarReservation,
  context: ReserveCarContext,
): Promise<UseCaseResult<CarReserved>> {
  const { site, now, idempotencyKey: key } = context;
  if (reservationNeedsSignIn(site) && context.userId === null) {
    return failed("unauthenticated", SIGN_IN_TO_RESERVE);
  }
  const car = await ports.stock.get(site.slug, input.car_id);
  // Only the site and the car's presence are checked up front: whether it is still free is
  // decided on the locked car, after a seen Idempotency-Key has had its replay.
  const upfront = reservationRefusal(car, site, now);
  if (!car || upfront === "not-offered" || upfront === "not-found") {
    return refused(upfront ?? "not-found", site);
  }
  const { car_id: _, cin_acknowledged, ...answers } = input;
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
    return failed("invalid", FIX_ERRORS_HEADING, {
      errors: {
        ...(checked.ok ? {} : checked.errors),
        ...(acknowledged.ok ? {} : acknowledged.errors),
      },
    });
  }
  const taken = ports.payment.depositTaken;
  const shopper = { userId: context.userId, clientAddress: context.clientAddress };
  const holdRefused = holdRefusal(shopper, taken);
  if (holdRefused) return failed("unauthenticated", HOLD_MESSAGES[holdRefused]);
  if (key !== null) {
    const seen = await ports.reservations.findByKey(site.slug, key);
    if (seen) return replay(seen, car.id);
  }
  const payer = {
    site: site.slug,
    clientAddress: context.clientAddress,
    signedIn: shopper.userId !== null,
  };
  const allowed = await cardPaymentAllowed(ports.declines, payer, context.cardTestingLimits);
  if (!allowed.ok) return allowed;

  const lead = checked.lead;
  const amount = reserveAmount(site);
  // Issue 34 §1: the reserve lead is owned on arrival like any other.
  const staff = await ports.staff.list(site.slug);
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
  const report = context.report ?? (() => undefined);
  const outcome = await reserveWithPayment(
    ports,
    {
      site: site.slug,
      carId: car.id,
      amount: String(amount),
      customer: {
        name: [lead.name, lead.last_name].filter(Boolean).join(" "),
        email: lead.email,
        phone: lead.phone,
      },
      idempotencyKey: key,
      userId: context.userId,
      holder: holdHolder(shopper),
      expiresAt: holdExpiresAt(site, taken, now),
    },
    steps,
    { now, newId: context.newId, onSettleError: report },
  );
  switch (outcome.status) {
    case "declined":
    case "capture-failed":
      if (outcome.status === "declined") {
        await cardDeclined(ports.declines, payer, context.cardTestingLimits);
      }
      report(outcome.error, "payment");
      return failed("upstream", paymentFailedMessage(formatMoney(amount)));
    case "replayed":
      return replay(outcome.reservation, car.id);
    case "not-found":
      return refused("not-found", site);
    case "refused":
      return refused(outcome.reason as ReservationRefusal, site);
    case "reserved":
      await refreshCar(ports, context, outcome.car);
      return succeeded({ reservation: outcome.reservation, replayed: false });
  }
}

/**
 * The store has committed; this process's search index now catches up. A failure here is
 * reported, not returned: the reservation stands, and a restart rebuilds the index from the store.
 */
async function refreshCar(ports: ReserveCarPorts, context: ReserveCarContext, car: Car) {
  try {
    await ports.search.upsert(context.site.slug, [car]);
  } catch (error) {
    context.report?.(error, "refresh");
  }
}
