import type { z } from "zod";

/**
 * Turns zod issues into the API's `{"errors": {"field": "message"}}` map: the
 * first message per field, the field named by its dotted path (the root is `where`).
 */
export function fieldErrors(error: z.ZodError, where: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : where;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
