import { sitemapIndexXml } from "@forecourt/core";
import { SITEMAP_FILES } from "@/lib/sitemap/site-sitemaps";
import { siteBaseUrl, siteForHost } from "@/lib/tenant";

/** Per-tenant sitemap index (robots.txt points here): the tenant's pages and vehicles files. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await siteForHost(host);
  if (!site) return new Response("Not found", { status: 404 });
  const base = siteBaseUrl(site, host);
  const body = sitemapIndexXml(SITEMAP_FILES.map((file) => ({ loc: `${base}/sitemaps/${file}` })));
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}

// Per tenant (the host is a parameter), so never prerendered at build time.
export const dynamic = "force-dynamic";
