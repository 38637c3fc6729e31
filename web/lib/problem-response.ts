import { problemBody } from "@forecourt/api/http/problem";
import { problemError } from "@forecourt/api/http/use-case-answer";
import type { UseCaseProblem } from "@forecourt/core/use-cases/result";

/**
 * A use case's problem as Next route handlers answer it: the API's own problem+json (RFC 9457
 * type, title, status, detail, code, and the field's message under `errors`), the same status.
 */
export function problemResponse(problem: UseCaseProblem): Response {
  const error = problemError(problem);
  const body = problemBody({
    status: error.status,
    code: error.code.toLowerCase(),
    detail: error.message,
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
  });
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { "content-type": "application/problem+json", "cache-control": "no-store" },
  });
}
