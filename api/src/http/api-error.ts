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
 * An expected failure at the HTTP edge. `message` is shown to the shopper;
 * `errors` maps a field to its message (400 bodies are `{"errors": {...}}`).
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** Answer as RFC 9457 problem+json (the dealer API's 401/403/404), whatever the code. */
    readonly problem = false,
  ) {
    super(message);
  }

  /** An RFC 9457 problem+json answer. */
  static problem(code: ErrorCode, message: string): ApiError {
    return new ApiError(code, message, undefined, true);
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  /** A 400 naming one field. */
  static field(field: string, message: string): ApiError {
    return new ApiError("VALIDATION", message, { [field]: message });
  }
}

/** Codes answered as RFC 9457 problem+json, with the code in snake case (idempotency_key_reused). */
export const PROBLEM_CODES: ReadonlySet<ErrorCode> = new Set([
  "IDEMPOTENCY_KEY_IN_FLIGHT",
  "IDEMPOTENCY_KEY_REUSED",
]);

/** The problem+json `title` of each code answered that way. */
export const PROBLEM_TITLES: Partial<Record<ErrorCode, string>> = {
  UNAUTHENTICATED: "Sign-in required",
  FORBIDDEN: "Not allowed",
  NOT_FOUND: "Not found",
  CONFLICT: "Conflict",
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
