import { urlsetXml } from "@forecourt/core";
import { SITEMAP_FILES, sitemapUrls } from "@/lib/sitemap/site-sitemaps";
import { siteBaseUrl, siteForHost } from "@/lib/tenant";

/** One of a tenant's sitemap files: /sitemaps/pages.xml or /sitemaps/vehicles.xml. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ host: string; file: string }> },
) {
  const { host, file } = await params;
  const site = await siteForHost(host);
  const known = SITEMAP_FILES.find((f) => f === file);
  if (!site || !known) return new Response("Not found", { status: 404 });
  const urls = await sitemapUrls(known, site, siteBaseUrl(site, host), new Date());
  return new Response(urlsetXml(urls), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}

// Per tenant (the host is a parameter), so never prerendered at build time.
export const dynamic = "force-dynamic";
