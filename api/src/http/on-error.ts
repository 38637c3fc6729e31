import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import {
  ApiError,
  isStoreUnavailable,
  PROBLEM_CODES,
  PROBLEM_TITLES,
  STORE_UNAVAILABLE_MESSAGE,
} from "./api-error";
import type { AppEnv } from "./env";
import { errorLogFields } from "./error-log-fields";

/** An error line: the request's route and site with the error's class and codes, never its message. */
const where = (c: Context<AppEnv>, err: Error) => ({
  route: routePath(c),
  site: c.get("site")?.slug ?? null,
  ...errorLogFields(err),
});

const UNEXPECTED = "Something went wrong on our side. Please try again.";

/**
 * The one error → response map: expected failures answer with their status and
 * user-facing text (`errors` per field on 400); an unreachable store is 503 with
 * a clear message; anything else is logged and answers 500 without internals.
 */
export function onError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ApiError && (err.problem || PROBLEM_CODES.has(err.code))) {
    if (err.code === "IDEMPOTENCY_KEY_IN_FLIGHT") c.header("Retry-After", "1");
    const code = err.code.toLowerCase();
    const problem = {
      type: `https://forecourt.dev/problems/${code.replaceAll("_", "-")}`,
      title: PROBLEM_TITLES[err.code] ?? err.code,
      status: err.status,
      detail: err.message,
      code,
      message: err.message,
    };
    return c.body(JSON.stringify(problem), err.status, {
      "Content-Type": "application/problem+json",
    });
  }
  if (err instanceof ApiError) {
    return c.json(
      { message: err.message, ...(err.errors ? { errors: err.errors } : {}) },
      err.status,
    );
  }
  if (isStoreUnavailable(err)) {
    c.get("log")?.error(where(c, err), "store unavailable");
    c.header("Retry-After", "5");
    return c.json({ message: STORE_UNAVAILABLE_MESSAGE }, 503);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const message = err.status === 413 ? "The request is too large." : err.message || "Bad request";
    return c.json({ message, errors: { body: message } }, err.status);
  }
  c.get("log")?.error(where(c, err), "unhandled error");
  return c.json({ message: UNEXPECTED }, 500);
}
