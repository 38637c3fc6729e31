import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError, CODE_TITLES, isStoreUnavailable, STORE_UNAVAILABLE_MESSAGE } from "./api-error";
import type { AppEnv } from "./env";
import { errorLogFields } from "./error-log-fields";
import { problemResponse } from "./problem";

/** An error line: the request's route and site with the error's class and codes, never its message. */
const where = (c: Context<AppEnv>, err: Error) => ({
  route: routePath(c),
  site: c.get("site")?.slug ?? null,
  ...errorLogFields(err),
});

const UNEXPECTED = "Something went wrong on our side. Please try again.";
const TOO_LARGE = "The request is too large.";

/**
 * The one error → response map, every answer RFC 9457 problem+json: expected failures
 * answer with their status and user-facing text (`errors` per field on 400); an
 * unreachable store is 503 with a clear message; anything else is logged and answers
 * 500 without internals.
 */
export function onError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ApiError) {
    if (err.code === "IDEMPOTENCY_KEY_IN_FLIGHT") c.header("Retry-After", "1");
    return problemResponse(c, {
      status: err.status,
      code: err.code.toLowerCase(),
      ...(CODE_TITLES[err.code] ? { title: CODE_TITLES[err.code] } : {}),
      detail: err.message,
      message: err.message,
      ...(err.errors ? { errors: err.errors } : {}),
    });
  }
  if (isStoreUnavailable(err)) {
    c.get("log")?.error(where(c, err), "store unavailable");
    c.header("Retry-After", "5");
    return problemResponse(c, {
      status: 503,
      detail: STORE_UNAVAILABLE_MESSAGE,
      message: STORE_UNAVAILABLE_MESSAGE,
    });
  }
  if (err instanceof HTTPException && err.status < 500) {
    const message = err.status === 413 ? TOO_LARGE : err.message || "Bad request";
    return problemResponse(c, {
      status: err.status as ContentfulStatusCode,
      detail: message,
      message,
      errors: { body: message },
    });
  }
  c.get("log")?.error(where(c, err), "unhandled error");
  return problemResponse(c, { status: 500, detail: UNEXPECTED, message: UNEXPECTED });
}
