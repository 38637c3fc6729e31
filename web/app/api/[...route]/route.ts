import { type ApiApp, createApp } from "@forecourt/api";
import { getPlatform } from "@/lib/platform";

// The Hono API, mounted in-process under /api on every tenant host (it reads the tenant from Host).
const holder = globalThis as typeof globalThis & { __forecourtApi?: Promise<ApiApp> };

function api(): Promise<ApiApp> {
  holder.__forecourtApi ??= getPlatform().then((platform) =>
    // Behind a load balancer the client IP (for rate limits) comes from X-Forwarded-For.
    createApp(platform, { trustProxy: process.env.FORECOURT_TRUST_PROXY === "1" }),
  );
  return holder.__forecourtApi;
}

async function handle(request: Request): Promise<Response> {
  return (await api()).fetch(request);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
export const dynamic = "force-dynamic";
