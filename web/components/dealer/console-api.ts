import { buttonClasses } from "@/components/ui/button";
import { requestJson } from "@/lib/client/api-client";

/**
 * A call to this site's /api/dealer for the console screens whose operations are not yet in
 * the typed client's ApiEndpoints: the same request and banner rule (lib/client), with the
 * message a screen shows alone (the first field error, else the status).
 */
export async function consoleApi<T>(
  path: string,
  init: { method?: string; json?: unknown; text?: string } = {},
): Promise<
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string> }
> {
  const answer = await requestJson<T>(init.method ?? "GET", `/dealer${path}`, {
    json: init.json,
    text: init.text,
    fallback: "",
  });
  if (answer.ok) return { ok: true, data: answer.data };
  const message =
    answer.message ||
    Object.values(answer.errors)[0] ||
    `The request failed (${answer.status || "no answer"}).`;
  return { ok: false, status: answer.status, message, errors: answer.errors };
}

export const fieldClass = "rounded border border-gray-400 px-2 py-1";
/** The console's button look, from the shared primitive (components/ui/button.tsx). */
export const buttonClass = buttonClasses("console");
