import { touchIconPng } from "@forecourt/adapters";
import { siteForHost } from "@/lib/tenant";

/** Per-tenant home-screen icon (iOS wants a PNG): the favicon's initials on the brand colour. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await siteForHost((await params).host);
  if (!site) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(touchIconPng(site)), {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=3600" },
  });
}

// Per tenant (the host is a parameter), so never prerendered at build time.
export const dynamic = "force-dynamic";
