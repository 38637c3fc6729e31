import { buttonClasses } from "@/components/ui/button";
import { requestJson } from "@/lib/client/api-client";
import { failureLine } from "@/lib/client/problem";

/**
 * A call to this site's /api/dealer with a hand-typed answer: left only for lead-ownership.tsx,
 * whose operations (GET /dealer/lead-owners, PUT /dealer/leads/{id}/owner) are in ApiEndpoints
 * now; switch it to callApi with `fallback: null` and failureLine (lib/client), then delete this.
 */
export async function consoleApi<T>(
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string> }
> {
  const answer = await requestJson<T>(init.method ?? "GET", `/dealer${path}`, {
    json: init.json,
    fallback: null,
  });
  if (answer.ok) return { ok: true, data: answer.data };
  return { ok: false, status: answer.status, message: failureLine(answer), errors: answer.errors };
}

export const fieldClass = "rounded border border-gray-400 px-2 py-1";
/** The console's button look, from the shared primitive (components/ui/button.tsx). */
export const buttonClass = buttonClasses("console");
