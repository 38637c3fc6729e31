import { z } from "@hono/zod-openapi";

/** Operations that need the shopper signed in (the session cookie `securitySchemes.shopperSession`). */
export const SHOPPER_SESSION = [{ shopperSession: [] }];

/** An empty JSON object answer. */
export const Empty = z.object({}).openapi("Empty");

/** The 400 body: one message per field (§8 texts where the spec gives them). */
export const FieldErrors = z
  .object({ errors: z.record(z.string(), z.string()) })
  .openapi("FieldErrors", { example: { errors: { postcode: "Please enter a postcode." } } });

/** A required JSON request body described by `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return {
    body: { required: true, content: { "application/json": { schema } } },
  } as const;
}

/** The 200 answer described by `schema`, plus the shared 400 shape. */
export function jsonOk<T extends z.ZodType>(schema: T, description = "OK") {
  return {
    200: { description, content: { "application/json": { schema } } },
    400: { description: "Invalid input", content: { "application/json": { schema: FieldErrors } } },
  } as const;
}
