import type { MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";
import { CONTROL_CHARACTERS_MESSAGE, RESERVED_NAME_MESSAGE } from "../routes/text.schema";

const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
export const INVALID_UNICODE_MESSAGE = "Text must be valid Unicode.";

/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored (PostgreSQL text and jsonb refuse both), or null when it can. */
export function textProblem(s: string): string | null {
  if (s.includes("\u0000")) return CONTROL_CHARACTERS_MESSAGE;
  if (LONE_SURROGATE.test(s)) return INVALID_UNICODE_MESSAGE;
  return null;
}

/**
 * The first problem anywhere in a parsed JSON value, as [field, message]: a prototype key
 * (zod would drop it silently), or a key or string holding NUL or a lone UTF-16 surrogate.
 * The field is the dotted path the validators use ("fields.name"); the root is "body".
 */
export function findBodyProblem(value: unknown, path: string[] = []): [string, string] | null {
  const field = () => (path.length > 0 ? path.join(".") : "body");
  if (typeof value === "string") {
    const problem = textProblem(value);
    return problem ? [field(), problem] : null;
  }
  if (typeof value !== "object" || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (PROTOTYPE_KEYS.has(key)) return [field(), RESERVED_NAME_MESSAGE];
    const keyProblem = textProblem(key);
    if (keyProblem) return [field(), keyProblem];
    const found = findBodyProblem(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Checks every JSON body once at the edge, before any route's schema (issue 16 §1): a
 * `__proto__`, `constructor` or `prototype` key at any depth, NUL, or a lone surrogate in
 * any key or string is a 400 naming the field, never a 500 from the database. Such
 * strings reach JSON only through `\u` escapes (a literal control character is invalid
 * JSON and the UTF-8 decoder never yields a lone surrogate), so only bodies holding one
 * of those words or an escape are parsed twice: the common lead costs a regex test.
 */
export const guardJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "GET" && c.req.header("content-type")?.includes("json")) {
    const raw = await c.req.text();
    if (/proto|constructor|\\u/.test(raw)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        // Malformed JSON: the validator answers it with its own 400.
      }
      const problem = findBodyProblem(parsed);
      if (problem) throw ApiError.field(problem[0], problem[1]);
    }
  }
  await next();
};
