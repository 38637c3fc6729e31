import { sitemapIndexEntries, sitemapIndexXml } from "@forecourt/core";
import { SITEMAPS, sitemapFiles } from "@/lib/sitemap/site-sitemaps";
import { siteBaseUrl, siteForHost } from "@/lib/tenant";

/** Per-tenant sitemap index (robots.txt points here): every file of its pages and vehicles sitemaps. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await siteForHost(host);
  if (!site) return new Response("Not found", { status: 404 });
  const base = siteBaseUrl(site, host);
  const now = new Date();
  const parts = (await Promise.all(SITEMAPS.map((n) => sitemapFiles(n, site, base, now)))).flat();
  return new Response(sitemapIndexXml(sitemapIndexEntries(base, parts)), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}

// Per tenant (the host is a parameter), so never prerendered at build time.
export const dynamic = "force-dynamic";
