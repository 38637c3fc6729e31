/** Error codes the API answers with; one code → one HTTP status (STYLE: one error type at the edge). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The Idempotency-Key's first request is still running (problem+json). */
  IDEMPOTENCY_KEY_IN_FLIGHT: 409,
  /** The Idempotency-Key was used before with a different body (problem+json). */
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  STORE_UNAVAILABLE: 503,
  INTERNAL: 500,
  /** The payment provider refused or failed; nothing was reserved. */
  PAYMENT_FAILED: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * An expected failure at the HTTP edge, answered as RFC 9457 problem+json (http/problem.ts):
 * `message` is the problem's `detail` and `message` (shown to the shopper); `errors` maps a
 * field to its message (400).
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  /** The same as `new ApiError(code, message)` (every error is problem+json now). */
  static problem(code: ErrorCode, message: string): ApiError {
    return new ApiError(code, message);
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  /** A 400 naming one field. */
  static field(field: string, message: string): ApiError {
    return new ApiError("VALIDATION", message, { [field]: message });
  }
}

/** Problem titles more specific than their status's (http/problem.ts has those). */
export const CODE_TITLES: Partial<Record<ErrorCode, string>> = {
  IDEMPOTENCY_KEY_IN_FLIGHT: "Request in progress",
  IDEMPOTENCY_KEY_REUSED: "Idempotency-Key reused",
};

/** The store signals it cannot be reached with code "STORE_UNAVAILABLE" (core/src/ports/leads.ts). */
export function isStoreUnavailable(e: unknown): boolean {
  return (
    typeof e === "object" && e !== null && (e as { code?: unknown }).code === "STORE_UNAVAILABLE"
  );
}

/** The 503 text: the shopper learns nothing was saved and can try again. */
export const STORE_UNAVAILABLE_MESSAGE =
  "We could not save your request right now. Nothing was stored; please try again in a moment.";
