import { z } from "@hono/zod-openapi";

/** PostgreSQL text and jsonb cannot hold U+0000; ids and keys hold no control characters at all. */
export const CONTROL_CHARACTERS_MESSAGE = "Text cannot contain control characters.";
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const HAS_NUL = /\u0000/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
export const HAS_CONTROL = /[\u0000-\u001f\u007f]/;

/** Free text up to `max` characters, named in its messages. */
export const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} is too long`)
    .refine((s) => !HAS_NUL.test(s), CONTROL_CHARACTERS_MESSAGE);

/** Object keys that would reach an object's prototype when merged into it. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
export const RESERVED_NAME_MESSAGE = "This name is not allowed.";

/** An id or key: 1 to `max` characters, no control characters, no prototype names. */
export const idText = (field: string, max = 64) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(max, `${field} is too long`)
    .refine((s) => !HAS_CONTROL.test(s), CONTROL_CHARACTERS_MESSAGE)
    .refine((s) => !PROTOTYPE_KEYS.has(s), RESERVED_NAME_MESSAGE);

/** An id a client may send as a string or a whole number (car_id: 1234). */
export const idOrNumber = (field: string, max = 64) =>
  z
    .union([z.string(), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)], {
      error: `${field} is required`,
    })
    .transform(String)
    .pipe(idText(field, max));
