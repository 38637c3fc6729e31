import type {
  PaymentAuthorisation,
  PaymentPort,
  ReservationOutcome,
  ReservationRepository,
  ReservationRequest,
  ReservationSteps,
} from "@forecourt/core";

/** The card was declined or the provider failed: nothing was authorised, nothing reserved. */
export class PaymentDeclined extends Error {}
/** The reservation committed but its payment could not be captured: the hold was released. */
export class CaptureFailed extends Error {}

/**
 * Issue 30 §10: authorise the reserve amount outside any store transaction (with an idempotency
 * key derived from the site and the request's Idempotency-Key, or the new reservation's id), then
 * commit the reservation in the store's short transaction, then capture. A reservation that does
 * not commit (the car was taken meanwhile, a refusal, a store failure) voids the authorisation; a
 * capture that fails releases the hold and voids it. A replay of the same key holds the same
 * authorisation, so it is neither voided nor captured again.
 */
export async function reserveWithPayment(
  ports: { payment: PaymentPort; reservations: ReservationRepository },
  request: Omit<ReservationRequest, "id" | "reference">,
  steps: ReservationSteps,
  now: Date,
  onSettleError: (error: unknown, what: "void" | "release") => void,
): Promise<ReservationOutcome> {
  const { payment, reservations } = ports;
  const id = crypto.randomUUID();
  const idempotencyKey = `reservation:${request.site}:${request.idempotencyKey ?? id}`;
  const authorisation = await payment
    .authorise(
      request.site,
      { carId: request.carId, amount: Number(request.amount), customer: request.customer },
      { idempotencyKey },
    )
    .catch((error: unknown) => {
      throw new PaymentDeclined(error instanceof Error ? error.message : String(error));
    });
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
    throw new CaptureFailed(error instanceof Error ? error.message : String(error));
  }
  return outcome;
}

/** A replay whose first reservation holds this very authorisation (the same idempotency key). */
function holdsSameAuthorisation(outcome: ReservationOutcome, authorisation: PaymentAuthorisation) {
  return outcome.status === "replayed" && outcome.reservation.reference === authorisation.reference;
}
