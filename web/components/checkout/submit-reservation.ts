import { leadMessages } from "@forecourt/core";

export type ReservationResult =
  | { ok: true; reference: string; amountText: string }
  /** `message` is the form-level banner: null when the field errors say it all. */
  | { ok: false; status: number; message: string | null; errors: Record<string, string> };

/**
 * POST /api/reservations. The same idempotency key is sent on every retry of one checkout, so a
 * request that timed out after the server reserved the car answers with that reservation.
 */
export async function submitReservation(
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<ReservationResult> {
  try {
    const response = await fetch("/api/reservations", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as {
      reference?: string;
      amount_text?: string;
      message?: string;
      errors?: Record<string, string>;
    } | null;
    if (response.ok && json?.reference) {
      return { ok: true, reference: json.reference, amountText: json.amount_text ?? "" };
    }
    // The body's `terms` is the form's terms_conditions box.
    const errors = { ...(json?.errors ?? {}) };
    if (errors.terms) errors.terms_conditions ??= errors.terms;
    delete errors.terms;
    // The API's 400 message is the list heading, which the form shows above the errors itself.
    const fieldsOnly = Object.keys(errors).length > 0;
    const message =
      json?.message && json.message !== leadMessages.FIX_ERRORS_HEADING
        ? json.message
        : fieldsOnly
          ? null
          : leadMessages.SUBMIT_ERROR;
    return { ok: false, status: response.status, message, errors };
  } catch {
    return { ok: false, status: 0, message: leadMessages.SUBMIT_ERROR, errors: {} };
  }
}
