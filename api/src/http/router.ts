import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { type ZodError, z } from "zod";
import type { AppEnv } from "./env";
import { fieldErrors } from "./field-errors";
import { problemResponse } from "./problem";

/** Which part of the request a validator read, named in errors about the whole part. */
const TARGET_FIELD: Record<string, string> = {
  json: "body",
  query: "query",
  param: "path",
  header: "header",
  form: "body",
  cookie: "cookie",
};

/** A zod failure as the API answers it: 400 problem+json with `errors: {"field": "message"}`. */
function invalidRequest(c: Context, error: ZodError, target: string): Response {
  const where = TARGET_FIELD[target] ?? target;
  const errors = fieldErrors(error, where);
  // The first field's message, as the dealer console shows a 400 (it reads `detail` first).
  const detail = Object.values(errors)[0] ?? "The request is invalid.";
  return problemResponse(c, { status: 400, detail, errors });
}

/**
 * Checks a route's declared request headers by reading each one by name, and hands them to
 * `c.req.valid("header")` as zod-openapi's validator would. That validator reads every header
 * of the request (`c.req.header()`), which makes @hono/node-server copy them all into a full
 * Headers object: a few per cent of a lead's CPU for one optional Idempotency-Key.
 */
export function namedHeaderCheck(schema: z.ZodObject): MiddlewareHandler<AppEnv> {
  const names = Object.keys(schema.shape);
  return async (c, next) => {
    const values: Record<string, string | undefined> = {};
    for (const name of names) values[name] = c.req.header(name);
    const result = await schema.safeParseAsync(values);
    if (!result.success) return invalidRequest(c, result.error, "header");
    c.req.addValidatedData("header", result.data as Record<string, unknown>);
    await next();
  };
}

/**
 * A router whose zod failures answer 400 problem+json with `errors: {"field": "message"}`
 * (no `message`: the web shows its own heading over the field messages). A route's declared
 * headers are documented as usual and checked by name (namedHeaderCheck).
 */
export function newRouter(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return invalidRequest(c, result.error as ZodError, result.target);
    },
  });
  const openapi = app.openapi;
  app.openapi = ((route, handler, hook) => {
    const { middleware, hide, ...documented } = route;
    const headers = route.request?.headers;
    if (hide || !(headers instanceof z.ZodObject)) return openapi(route, handler, hook);
    app.openAPIRegistry.registerPath(documented);
    const request = { ...route.request, headers: undefined };
    const before = middleware === undefined ? [] : [middleware].flat();
    return openapi(
      { ...route, request, hide: true, middleware: [...before, namedHeaderCheck(headers)] },
      handler,
      hook,
    );
  }) as typeof app.openapi;
  return app;
}
