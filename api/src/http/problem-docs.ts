import { RATE_LIMITED } from "../middleware/rate-limit";
import { PROBLEM_MEDIA_TYPE } from "./problem";

/** The OpenAPI document's parts this file reads and writes. */
interface Operation {
  requestBody?: unknown;
  parameters?: unknown[];
  security?: Record<string, unknown>[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}

const PROBLEM_REF = { $ref: "#/components/schemas/Problem" };
const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);
const UNSAFE = new Set(["put", "post", "delete", "patch"]);

/** What each status means when an operation's own definition says nothing more specific. */
export const PROBLEM_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "400": "Invalid input: `errors` names each field with its message",
  "401": "Sign-in required",
  "403": "A cross-site request (Origin is not this site), or not allowed",
  "404": "Unknown site (Host header), or no such thing on this site",
  "413": "The request body is too large",
  "429": "Too many requests from this address or to this site; see RateLimit headers",
  "500": "Unexpected failure; nothing about it is disclosed",
  "503": "The store cannot be reached; nothing was stored, try again (Retry-After)",
};

/** Which error statuses the API can answer for an operation, from what the pipeline does to it. */
export function problemStatuses(
  path: string,
  method: string,
  op: Operation,
  rateLimited: (path: string) => boolean,
): string[] {
  const statuses = ["500"];
  // Health needs no tenant, no input: nothing else can refuse it (its 503 is its own report).
  if (path.endsWith("/health")) return statuses;
  statuses.push("404", "503");
  if (op.requestBody || (op.parameters?.length ?? 0) > 0) statuses.push("400");
  if (op.requestBody) statuses.push("413");
  if (UNSAFE.has(method)) statuses.push("403");
  if (op.security?.some((s) => Object.keys(s).length > 0)) statuses.push("401");
  if (rateLimited(path)) statuses.push("429");
  return statuses;
}

/**
 * Documents every error an operation can answer as RFC 9457 problem+json (issue 19 §4):
 * adds the statuses the middleware and global handlers give (unknown site, bad input,
 * too large, cross-site, rate limit, store down, 500) and gives each error answer without a
 * body of its own the Problem schema. (A 405 belongs to no operation: the document's
 * description says it.)
 */
export function documentProblems<D extends { paths?: object }>(
  doc: D,
  rateLimited: (path: string) => boolean,
): D {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const op = value as Operation;
      for (const status of problemStatuses(path, method, op, rateLimited)) {
        op.responses[status] ??= { description: PROBLEM_DESCRIPTIONS[status] ?? "Error" };
      }
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400 && !response.content) {
          response.content = { [PROBLEM_MEDIA_TYPE]: { schema: PROBLEM_REF } };
        }
      }
    }
  }
  return doc;
}

/** Whether a documented path (`/api/cars/{id}`) runs a rate-limit middleware (Hono's `app.routes`). */
export function rateLimitedPath(
  routes: readonly { method: string; path: string; handler: unknown }[],
): (path: string) => boolean {
  const limited = new Set(
    routes
      .filter((r) => (r.handler as Record<symbol, unknown>)[RATE_LIMITED] === true)
      .map((r) => r.path),
  );
  return (path) => limited.has(path.replace(/\{([^}]+)\}/g, ":$1"));
}
