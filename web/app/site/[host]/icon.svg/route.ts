import { siteIconSvg } from "@forecourt/core";
import { siteForHost } from "@/lib/tenant";

/** Per-tenant favicon: the site's initials on its brand colour. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await siteForHost((await params).host);
  if (!site) return new Response("Not found", { status: 404 });
  return new Response(siteIconSvg(site), {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" },
  });
}

// Per tenant (the host is a parameter), so never prerendered at build time.
export const dynamic = "force-dynamic";
