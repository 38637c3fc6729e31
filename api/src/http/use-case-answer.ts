import type { UseCaseProblem } from "@forecourt/core/use-cases/result";
import { ApiError, type ErrorCode } from "./api-error";

const CODE_OF_KIND: Record<UseCaseProblem["kind"], ErrorCode> = {
  invalid: "VALIDATION",
  "not-found": "NOT_FOUND",
  conflict: "CONFLICT",
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  limited: "RATE_LIMITED",
  unavailable: "STORE_UNAVAILABLE",
  upstream: "PAYMENT_FAILED",
  "key-reused": "IDEMPOTENCY_KEY_REUSED",
  "key-in-flight": "IDEMPOTENCY_KEY_IN_FLIGHT",
};

/**
 * Issue 31 §1: a use case's problem as the API's one error (problem+json through on-error.ts).
 * Routes `throw problemError(result.problem)` when a result is not ok.
 */
export function problemError(problem: UseCaseProblem): ApiError {
  const code = CODE_OF_KIND[problem.kind];
  if (problem.errors) return new ApiError(code, problem.detail, problem.errors);
  return problem.field
    ? new ApiError(code, problem.detail, { [problem.field]: problem.detail })
    : new ApiError(code, problem.detail);
}
