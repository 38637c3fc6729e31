import { z } from "@hono/zod-openapi";

/** Operations that need the shopper signed in (the session cookie `securitySchemes.shopperSession`). */
export const SHOPPER_SESSION = [{ shopperSession: [] }];

/** An empty JSON object answer. */
export const Empty = z.object({}).openapi("Empty");

/**
 * RFC 9457 problem details: every error the API answers (http/problem.ts). `errors` names
 * each invalid field with its message (400; §8 texts where the spec gives them); `message`
 * is the text the web shows, absent on a schema's 400 (the form shows its own heading).
 */
export const Problem = z
  .object({
    type: z.string().url(),
    title: z.string(),
    status: z.number().int().min(400).max(599),
    detail: z.string(),
    code: z.string(),
    message: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .openapi("Problem", {
    example: {
      type: "https://forecourt.dev/problems/validation",
      title: "Invalid input",
      status: 400,
      detail: "Please enter a postcode.",
      code: "validation",
      errors: { postcode: "Please enter a postcode." },
    },
  });

/** An error answer: problem+json with `description`. */
export const problem = (description: string) =>
  ({ description, content: { "application/problem+json": { schema: Problem } } }) as const;

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
    400: problem("Invalid input: `errors` names each field"),
  } as const;
}
