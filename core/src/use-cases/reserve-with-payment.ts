import type {
  ReservationOutcome,
  ReservationRepository,
  ReservationRequest,
  ReservationSteps,
} from "../ports/leads";
import type { PaymentAuthorisation, PaymentPort } from "../ports/outside";

/** Where settling a payment failed after the fact (the shopper's answer does not change). */
export type SettleFailure = "void" | "release";

/** A reservation's outcome, or why its payment failed (nothing charged, nothing reserved). */
export type PaidReservationOutcome =
  | ReservationOutcome
  /** The card was declined or the provider failed: nothing was authorised, nothing reserved. */
  | { status: "declined"; error: unknown }
  /** The reservation committed but its payment could not be captured: the hold was released. */
  | { status: "capture-failed"; error: unknown };

/**
 * Issue 30 §10, reserve a car's payment steps: authorise the reserve amount outside any store
 * transaction (keyed by the site and the request's Idempotency-Key, or the new reservation's id),
 * commit the reservation in the store's short transaction, then capture. A reservation that does
 * not commit (the car taken meanwhile, a refusal, a store failure, which is rethrown) voids the
 * authorisation; a capture that fails releases the hold and voids it. A replay of the same key
 * holds the same authorisation, so it is neither voided nor captured again.
 */
export async function reserveWithPayment(
  ports: {
    payment: Pick<PaymentPort, "authorise" | "capture" | "void">;
    reservations: Pick<ReservationRepository, "reserve" | "release">;
  },
  request: Omit<ReservationRequest, "id" | "reference">,
  steps: ReservationSteps,
  context: {
    now: Date;
    newId: () => string;
    onSettleError: (e: unknown, w: SettleFailure) => void;
  },
): Promise<PaidReservationOutcome> {
  const { payment, reservations } = ports;
  const { now, onSettleError } = context;
  const id = context.newId();
  const idempotencyKey = `reservation:${request.site}:${request.idempotencyKey ?? id}`;
  let authorisation: PaymentAuthorisation;
  try {
    authorisation = await payment.authorise(
      request.site,
      { carId: request.carId, amount: Number(request.amount), customer: request.customer },
      { idempotencyKey },
    );
  } catch (error) {
    return { status: "declined", error };
  }
  const voidIt = () =>
    payment.void(request.site, authorisation).catch((e: unknown) => onSettleError(e, "void"));

  let outcome: ReservationOutcome;
  try {
    outcome = await reservations.reserve(
      { ...request, id, reference: authorisation.reference },
      steps,
      now,
    );
  } catch (error) {
    await voidIt();
    throw error;
  }
  if (outcome.status !== "reserved") {
    if (!holdsSameAuthorisation(outcome, authorisation)) await voidIt();
    return outcome;
  }
  try {
    await payment.capture(request.site, authorisation);
  } catch (error) {
    await reservations
      .release(request.site, outcome.reservation.id, now)
      .catch((e: unknown) => onSettleError(e, "release"));
    await voidIt();
    return { status: "capture-failed", error };
  }
  return outcome;
}

/** A replay whose first reservation holds this very authorisation (the same idempotency key). */
function holdsSameAuthorisation(outcome: ReservationOutcome, authorisation: PaymentAuthorisation) {
  return outcome.status === "replayed" && outcome.reservation.reference === authorisation.reference;
}
