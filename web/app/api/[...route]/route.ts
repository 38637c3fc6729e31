import {
  type ApiApp,
  createApp,
  openRequestsPerClientFromEnv,
  rateLimitsFromEnv,
  signInCodeLimitsFromEnv,
  writeRateLimitsFromEnv,
} from "@forecourt/api";
import { revalidatePath } from "next/cache";
import { getPlatform } from "@/lib/platform";
import { trustedProxyHops } from "@/lib/request-host";

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
      // The client address (for rate limits) is the one web/server.ts decided from its socket;
      // the host is decided by the same rule and hop count as the pages' (issue 30 §2).
      clientAddressFrom: "site-server",
      trustedProxyHops: trustedProxyHops(),
      rateLimits: rateLimitsFromEnv(process.env),
      signInCodeLimits: signInCodeLimitsFromEnv(process.env),
      writeRateLimits: writeRateLimitsFromEnv(process.env),
      openUploadsPerClient: openRequestsPerClientFromEnv(process.env),
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
