import { type ApiApp, createApp, rateLimitsFromEnv } from "@forecourt/api";
import { revalidatePath } from "next/cache";
import { getPlatform } from "@/lib/platform";

// The Hono API, mounted in-process under /api on every tenant host (it reads the tenant from Host).
const holder = globalThis as typeof globalThis & { __forecourtApi?: Promise<ApiApp> };

/**
 * A reservation changed these cars: their vehicle pages (cached, see cars/[slug]/page.tsx) are
 * rendered afresh on the next visit, so the Reserved tag shows and Reserve Car Now goes. The path
 * is the one the proxy rewrites the page to, as the page cache keys it (the host decoded).
 */
function refreshCarPages({ host, slugs }: { host: string; slugs: string[] }) {
  for (const slug of slugs) revalidatePath(`/site/${host}/cars/${slug}`);
}

function api(): Promise<ApiApp> {
  holder.__forecourtApi ??= getPlatform().then((platform) =>
    createApp(platform, {
      // Behind a load balancer the client IP (for rate limits) comes from X-Forwarded-For.
      trustProxy: process.env.FORECOURT_TRUST_PROXY === "1",
      rateLimits: rateLimitsFromEnv(process.env),
      onCarsChanged: refreshCarPages,
    }),
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
