import { leadMessages } from "@forecourt/core";
import { callApi } from "@/lib/client/api-client";
import type { ApiFailure } from "@/lib/client/problem";
import type { SpamTrapAnswers } from "./spam-traps";

export type SubmitResult = { ok: true; leadId: string } | ApiFailure;

/** POST /api/leads through the typed client (the server validates again with core's validateLead). */
export async function submitLead(
  form: string,
  fields: Record<string, string | number | boolean | null | string[]>,
  fallback: string = leadMessages.SUBMIT_ERROR,
  /** The attempt's key: a retry of the same attempt stores one lead (useMutation keeps it). */
  idempotencyKey: string = crypto.randomUUID(),
  /** Issue 34 §4: the form's honeypot and signed stamp (useSpamTraps). */
  traps: SpamTrapAnswers = {},
): Promise<SubmitResult> {
  const answer = await callApi("POST /leads", {
    body: { form, fields, ...traps },
    idempotencyKey,
    fallback,
  });
  return answer.ok ? { ok: true, leadId: answer.data.lead_id } : answer;
}
