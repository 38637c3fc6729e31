import type { ApiEndpoints } from "@forecourt/api";
import { SUBMIT_ERROR } from "@forecourt/core/leads/messages";
import { type ApiFailure, failureOf } from "./problem";

/** The operations the browser calls, typed from the API's own zod schemas (api/src/client-endpoints.ts). */
export type { ApiEndpoints };
export type ApiEndpoint = keyof ApiEndpoints;
export type ApiAnswerOf<E extends ApiEndpoint> = ApiEndpoints[E]["answer"];

/** An answer: the operation's typed body, or the failure to show (problem.ts's one rule). */
export type ApiAnswer<T> = { ok: true; status: number; data: T } | ApiFailure;

/** The `{name}` parts of an endpoint's path. */
type PathParams<E extends string> = E extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

export type CallOptions<E extends ApiEndpoint> = {
  /** A query string without the `?` (e.g. from URLSearchParams). */
  query?: string;
  /** Cancels the call (a newer one replaced it). */
  signal?: AbortSignal;
  /** The attempt's key: a retry of the same attempt is answered once (useMutation keeps it). */
  idempotencyKey?: string;
  /**
   * The banner when the answer says nothing usable (a network failure, an empty 500); null for
   * none (a console screen's failureLine names the status). Default: SUBMIT_ERROR.
   */
  fallback?: string | null;
} & (ApiEndpoints[E]["body"] extends undefined
  ? { body?: undefined }
  : { body: ApiEndpoints[E]["body"] }) &
  // An endpoint that takes a plain-text body (a feed file) says so with `text`.
  (ApiEndpoints[E] extends { text: string } ? { text: string } : { text?: undefined }) &
  ([PathParams<E>] extends [never]
    ? { params?: undefined }
    : { params: Record<PathParams<E>, string> });

/** The one JSON client of the web: a typed call of this site's /api (same origin, cookies go along). */
export function callApi<E extends ApiEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {} as CallOptions<E>,
): Promise<ApiAnswer<ApiAnswerOf<E>>> {
  const [method = "GET", template = ""] = endpoint.split(" ");
  const params: Record<string, string> = options.params ?? {};
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  return requestJson<ApiAnswerOf<E>>(method, options.query ? `${path}?${options.query}` : path, {
    json: options.body,
    text: options.text,
    idempotencyKey: options.idempotencyKey,
    fallback: options.fallback,
    signal: options.signal,
  });
}

/**
 * The request under every call: JSON (or plain text) in, JSON out, the failure read by the one
 * banner rule. Screens not yet in ApiEndpoints reach it through their own typed wrapper.
 */
export async function requestJson<T>(
  method: string,
  path: string,
  init: {
    json?: unknown;
    text?: string | undefined;
    idempotencyKey?: string | undefined;
    fallback?: string | null | undefined;
    signal?: AbortSignal | undefined;
  } = {},
): Promise<ApiAnswer<T>> {
  const fallback = init.fallback === undefined ? SUBMIT_ERROR : init.fallback;
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.text !== undefined) {
    headers["content-type"] = "text/plain";
    body = init.text;
  }
  if (init.idempotencyKey) headers["idempotency-key"] = init.idempotencyKey;
  try {
    const response = await fetch(`/api${path}`, {
      method,
      headers,
      body,
      cache: "no-store",
      signal: init.signal,
    });
    const json: unknown = await response.json().catch(() => null);
    if (response.ok && json !== null) return { ok: true, status: response.status, data: json as T };
    return failureOf(response.status, json, fallback);
  } catch {
    return failureOf(0, null, fallback);
  }
}
