import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "./env";
import { fieldErrors } from "./field-errors";

/** Which part of the request a validator read, named in errors about the whole part. */
const TARGET_FIELD: Record<string, string> = {
  json: "body",
  query: "query",
  param: "path",
  header: "header",
  form: "body",
  cookie: "cookie",
};

/** A router whose zod failures answer 400 `{"errors": {"field": "message"}}`. */
export function newRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const where = TARGET_FIELD[result.target] ?? result.target;
        return c.json({ errors: fieldErrors(result.error as ZodError, where) }, 400);
      }
    },
  });
}
