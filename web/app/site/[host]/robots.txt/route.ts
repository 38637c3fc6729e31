import { siteBaseUrl, siteForHost } from "@/lib/tenant";

/** Per-tenant robots.txt pointing at the tenant's own sitemap. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await siteForHost(host);
  if (!site) return new Response("Not found", { status: 404 });
  const base = siteBaseUrl(site, host);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /print",
    "Disallow: /search-data",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}

// Per tenant (the host is a parameter), so never prerendered at build time.
export const dynamic = "force-dynamic";
