import { parseSitemapPartName, urlsetXml } from "@forecourt/core";
import { SITEMAPS, sitemapFiles } from "@/lib/sitemap/site-sitemaps";
import { siteBaseUrl, siteForHost } from "@/lib/tenant";

/** One of a tenant's sitemap files: /sitemaps/pages.xml, /sitemaps/vehicles.xml, vehicles-2.xml … */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ host: string; file: string }> },
) {
  const { host, file } = await params;
  const site = await siteForHost(host);
  const asked = parseSitemapPartName(file);
  const name = SITEMAPS.find((n) => n === asked?.name);
  if (!site || !asked || !name) return new Response("Not found", { status: 404 });
  const parts = await sitemapFiles(name, site, siteBaseUrl(site, host), new Date());
  const part = parts[asked.part - 1];
  if (!part) return new Response("Not found", { status: 404 });
  return new Response(urlsetXml(part.urls), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}

// Per tenant (the host is a parameter), so never prerendered at build time.
export const dynamic = "force-dynamic";
