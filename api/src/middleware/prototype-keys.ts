import type { MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";
import { RESERVED_NAME_MESSAGE } from "../routes/text.schema";

const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Refuses JSON bodies with a `__proto__`, `constructor` or `prototype` key at
 * any depth. zod drops such keys from records silently, which would turn a
 * hostile payload into a quiet write of an empty object; a 400 is clearer.
 * Only bodies that could hold one (the word, or a \u escape) are parsed twice.
 */
export const refusePrototypeKeys: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "GET" && c.req.header("content-type")?.includes("json")) {
    const raw = await c.req.text();
    if (/proto|constructor|\\u/.test(raw)) {
      let found = false;
      try {
        JSON.parse(raw, (key, value) => {
          if (PROTOTYPE_KEYS.has(key)) found = true;
          return value;
        });
      } catch {
        // Malformed JSON: the validator answers it with its own 400.
      }
      if (found) throw ApiError.field("body", RESERVED_NAME_MESSAGE);
    }
  }
  await next();
};
