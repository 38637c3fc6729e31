/** A call to this site's /api/dealer (same origin: the staff cookie goes along). */
export async function consoleApi<T>(
  path: string,
  init: { method?: string; json?: unknown; text?: string } = {},
): Promise<
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string> }
> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.text !== undefined) {
    headers["content-type"] = "text/plain";
    body = init.text;
  }
  const res = await fetch(`/api/dealer${path}`, { method: init.method ?? "GET", headers, body });
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok) return { ok: true, data: data as T };
  const errors = (data.errors ?? {}) as Record<string, string>;
  const message =
    (typeof data.detail === "string" && data.detail) ||
    (typeof data.message === "string" && data.message) ||
    Object.values(errors)[0] ||
    `The request failed (${res.status}).`;
  return { ok: false, status: res.status, message, errors };
}

export const fieldClass = "rounded border border-gray-400 px-2 py-1";
export const buttonClass =
  "rounded bg-gray-900 px-3 py-1 font-semibold text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2";
