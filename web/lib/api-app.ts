import {
  type ApiApp,
  createApp,
  openRequestsPerClientFromEnv,
  rateLimitsFromEnv,
  signInCodeLimitsFromEnv,
  writeRateLimitsFromEnv,
} from "@forecourt/api";
import { getPlatform } from "./platform";
import { trustedProxyHops } from "./request-host";

// The Hono API, mounted in-process under /api on every tenant host (it reads the tenant from Host).
const holder = globalThis as typeof globalThis & { __forecourtApi?: Promise<ApiApp> };

/** This process's one API app: app/api/[...route] serves it, and the site's form handlers call it. */
export function apiApp(): Promise<ApiApp> {
  holder.__forecourtApi ??= getPlatform().then((platform) =>
    createApp(platform, {
      // The client address (for rate limits) is the one web/server.ts decided from its socket;
      // the host is decided by the same rule and hop count as the pages' (issue 30 §2).
      clientAddressFrom: "site-server",
      trustedProxyHops: trustedProxyHops(),
      rateLimits: rateLimitsFromEnv(process.env),
      signInCodeLimits: signInCodeLimitsFromEnv(process.env),
      writeRateLimits: writeRateLimitsFromEnv(process.env),
      openUploadsPerClient: openRequestsPerClientFromEnv(process.env),
    }),
  );
  return holder.__forecourtApi;
}

/**
 * Sends a site form's request on to the API as the browser's own (its cookie, Origin, Host and
 * client address), so it passes the API's rate limits, origin check and error format
 * (issue 31 §1: the web is no second way into the store).
 */
export async function callApi(
  from: Request,
  path: `/api/${string}`,
  init: { method: "POST" | "DELETE"; json?: unknown },
): Promise<Response> {
  const headers = new Headers(from.headers);
  headers.delete("content-length");
  headers.delete("content-type");
  headers.delete("transfer-encoding");
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new Request(new URL(path, from.url), {
    method: init.method,
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  return (await apiApp()).fetch(request);
}
