import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
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

/**
 * A router whose zod failures answer 400 problem+json with `errors: {"field": "message"}`
 * (no `message`: the web shows its own heading over the field messages).
 */
export function newRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const where = TARGET_FIELD[result.target] ?? result.target;
        const errors = fieldErrors(result.error as ZodError, where);
        // The first field's message, as the dealer console shows a 400 (it reads `detail` first).
        const detail = Object.values(errors)[0] ?? "The request is invalid.";
        return problemResponse(c, { status: 400, detail, errors });
      }
    },
  });
}
