/**
 * What an Idempotency-Key answers when it cannot replay (Stripe's and the IETF draft's rules): a
 * key first used with another request, or a first request still running. Every use case and the
 * API's idempotent routes answer with these.
 */
export const KEY_REUSED_DETAIL =
  "This Idempotency-Key was already used with a different request. Use a new key for a new request.";
export const KEY_IN_FLIGHT_DETAIL =
  "A request with this Idempotency-Key is still being processed. Try again in a moment.";
