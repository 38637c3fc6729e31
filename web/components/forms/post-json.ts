import { FIX_ERRORS_HEADING, SUBMIT_ERROR } from "@forecourt/core/leads/messages";

/** An API answer: its status and JSON body (null when it had none), or a refusal to show. */
export type JsonAnswer<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string | null; errors: Record<string, string> };

/**
 * POST a JSON body with the attempt's idempotency key (useFormSubmission keeps it across
 * retries). A refusal carries the field errors and the banner: the API's message unless it is
 * only the list heading or the fields say it all; a network failure is §8's form error.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  idempotencyKey: string | null,
  fallback: string = SUBMIT_ERROR,
): Promise<JsonAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as
      | (T & { message?: string; errors?: Record<string, string> })
      | null;
    if (response.ok && json !== null) return { ok: true, status: response.status, body: json };
    const errors = json?.errors ?? {};
    const fieldsOnly = Object.keys(errors).length > 0;
    const message =
      json?.message && json.message !== FIX_ERRORS_HEADING
        ? json.message
        : fieldsOnly
          ? null
          : fallback;
    return { ok: false, status: response.status, message, errors };
  } catch {
    return { ok: false, status: 0, message: fallback, errors: {} };
  }
}
