/**
 * Issue 31 §1: what every use case answers, as a value. A use case takes the ports it uses as
 * arguments and the time as `now`; it never throws for an expected failure (a wrong field, a
 * car that is gone, a limit reached). Shells map a problem to their own answer: the API to
 * problem+json (api/src/http/use-case-answer.ts), the CLI to one line and exit code 1, Next
 * server code to its page or form state.
 */
export type UseCaseProblemKind =
  | "invalid"
  | "not-found"
  | "conflict"
  /** Who is asking must sign in (or prove a mobile) first. */
  | "unauthenticated"
  | "forbidden"
  | "limited"
  | "unavailable"
  | "upstream"
  /** The idempotency key was first used with another request (Stripe's and the IETF draft's 422). */
  | "key-reused"
  /** The idempotency key's first request is still running; the same request may retry shortly. */
  | "key-in-flight";

export interface UseCaseProblem {
  kind: UseCaseProblemKind;
  /** Shown to the person: the spec's text where it has one. */
  detail: string;
  /** The form field or input the problem is about (one message naming the field). */
  field?: string;
  /** Every wrong field's message, where several are wrong at once (a form's answers). */
  errors?: Record<string, string>;
  /** For `limited`: how long until the same request may succeed. */
  retryAfterMs?: number;
}

export type UseCaseResult<T> = { ok: true; value: T } | { ok: false; problem: UseCaseProblem };

export const succeeded = <T>(value: T): UseCaseResult<T> => ({ ok: true, value });

export const failed = <T = never>(
  kind: UseCaseProblemKind,
  detail: string,
  extra: { field?: string; errors?: Record<string, string>; retryAfterMs?: number } = {},
): UseCaseResult<T> => ({ ok: false, problem: { kind, detail, ...extra } });
