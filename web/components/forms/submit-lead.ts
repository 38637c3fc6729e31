import { leadMessages } from "@forecourt/core";
import type { SpamTrapAnswers } from "./spam-traps";

export type SubmitResult =
  | { ok: true; leadId: string }
  | { ok: false; message: string; errors: Record<string, string> };

/** POST /api/leads (the server validates again with core's validateLead). */
export async function submitLead(
  form: string,
  fields: Record<string, unknown>,
  fallback: string = leadMessages.SUBMIT_ERROR,
  /** The attempt's key: a retry of the same attempt stores one lead (useFormSubmission keeps it). */
  idempotencyKey: string = crypto.randomUUID(),
  /** Issue 34 §4: the form's honeypot and signed stamp (useSpamTraps). */
  traps: SpamTrapAnswers = {},
): Promise<SubmitResult> {
  try {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify({ form, fields, ...traps }),
    });
    const body = (await response.json().catch(() => null)) as {
      lead_id?: string;
      message?: string;
      errors?: Record<string, string>;
    } | null;
    if (response.ok && body?.lead_id) return { ok: true, leadId: body.lead_id };
    // The API's 400 message is the list heading; the banner then shows the form-level text.
    const serverMessage =
      body?.message && body.message !== leadMessages.FIX_ERRORS_HEADING ? body.message : null;
    return { ok: false, message: serverMessage ?? fallback, errors: body?.errors ?? {} };
  } catch {
    return { ok: false, message: fallback, errors: {} };
  }
}
