import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** RFC 9457 media type: every error the API answers has it. */
export const PROBLEM_MEDIA_TYPE = "application/problem+json";

/** Each error status's problem `title` (RFC 9457 §3.1.3: the same for every occurrence). */
export const PROBLEM_TITLES: Readonly<Record<number, string>> = {
  400: "Invalid input",
  401: "Sign-in required",
  403: "Not allowed",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Request too large",
  422: "Unprocessable request",
  429: "Too many requests",
  500: "Internal error",
  502: "Upstream failure",
  503: "Service unavailable",
};

/** The `type` URI prefix; the problem's code (snake case) in kebab case ends it. */
export const PROBLEM_TYPE_BASE = "https://forecourt.dev/problems/";

/** The default code of each status, when the error names none. */
const STATUS_CODES: Readonly<Record<number, string>> = {
  400: "validation",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  422: "unprocessable",
  429: "rate_limited",
  500: "internal",
  502: "payment_failed",
  503: "store_unavailable",
};

export interface ProblemInput {
  status: ContentfulStatusCode;
  /** What went wrong for this request, in words the shopper or partner can act on. */
  detail: string;
  /** The machine code (snake case), e.g. "idempotency_key_reused"; defaults from the status. */
  code?: string;
  /** A more specific title than the status's. */
  title?: string;
  /** Field → message (400): the fields the web form highlights. */
  errors?: Record<string, string>;
  /**
   * The `message` the web shows (kept from the API's earlier `{message}` bodies); a 400 from a
   * schema has none, so a form shows its own heading over the field messages.
   */
  message?: string;
}

/** The RFC 9457 body: type, title, status, detail, plus code, message and errors (extension members). */
export function problemBody(p: ProblemInput) {
  const code = p.code ?? STATUS_CODES[p.status] ?? `http_${p.status}`;
  return {
    type: `${PROBLEM_TYPE_BASE}${code.replaceAll("_", "-")}`,
    title: p.title ?? PROBLEM_TITLES[p.status] ?? "Error",
    status: p.status,
    detail: p.detail,
    code,
    ...(p.message !== undefined ? { message: p.message } : {}),
    ...(p.errors ? { errors: p.errors } : {}),
  };
}

/** The one way the API answers an error: problem+json, used by routes, handlers and middleware. */
export function problemResponse(c: Context, p: ProblemInput): Response {
  return c.body(JSON.stringify(problemBody(p)), p.status, {
    "Content-Type": PROBLEM_MEDIA_TYPE,
  });
}
