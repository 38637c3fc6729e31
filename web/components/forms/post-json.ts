import { SUBMIT_ERROR } from "@forecourt/core/leads/messages";
import { requestJson } from "@/lib/client/api-client";
import type { ApiFailure } from "@/lib/client/problem";

/** An API answer: its status and JSON body, or a refusal to show (the one banner rule). */
export type JsonAnswer<T> = { ok: true; status: number; body: T } | ApiFailure;

/**
 * POST a JSON body to `/api/…` with the attempt's idempotency key, for the shopper forms whose
 * operation is not yet in the typed client's ApiEndpoints; the same request and banner rule.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  idempotencyKey: string | null,
  fallback: string = SUBMIT_ERROR,
): Promise<JsonAnswer<T>> {
  if (!path.startsWith("/api/")) throw new Error(`postJson calls this site's API: ${path}`);
  const answer = await requestJson<T>("POST", path.slice("/api".length), {
    json: body,
    fallback,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  return answer.ok ? { ok: true, status: answer.status, body: answer.data } : answer;
}
