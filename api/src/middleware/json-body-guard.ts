import type { MiddlewareHandler } from "hono";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/env";
import { CONTROL_CHARACTERS_MESSAGE, RESERVED_NAME_MESSAGE } from "../routes/text.schema";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from "./json-depth";

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
 * of those words or an escape are parsed twice: the common lead costs a regex test. A body
 * nested over MAX_JSON_DEPTH is refused before it is parsed, and every query parameter is held
 * to the same text rules (issue 30 §11).
 */
export const guardJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  guardQueryText(c.req.url);
  if (c.req.method !== "GET" && c.req.header("content-type")?.includes("json")) {
    const raw = await c.req.text();
    // Issue 30 §11: refused before any parse or walk, which a 7,000-level body overflowed.
    if (jsonNestsDeeperThan(raw, MAX_JSON_DEPTH)) throw ApiError.field("body", TOO_DEEP_MESSAGE);
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

/**
 * Every query parameter's name and value, checked as body strings are (issue 30 §11): NUL or
 * a lone surrogate is a 400 naming the parameter, before any route passes it to the store.
 * Read from the URL's own parameters, so a route that declares no schema for one is covered too.
 */
function guardQueryText(url: string): void {
  const at = url.indexOf("?");
  if (at < 0) return;
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    const problem = textProblem(name) ?? textProblem(value);
    if (problem) throw ApiError.field(name, problem);
  }
}
