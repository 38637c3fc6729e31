import { isListedOnDealerSite } from "@forecourt/core";
import { getPlatform } from "@/lib/platform";
import { siteBaseUrl, siteForHost } from "@/lib/tenant";
import { stockShortcuts } from "@/lib/view/navigation";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Per-tenant sitemap: home, the stock search pages and every car listed on the dealer site. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await siteForHost(host);
  if (!site) return new Response("Not found", { status: 404 });
  const base = siteBaseUrl(site, host);
  const now = new Date();
  const cars = (await (await getPlatform()).stock.list(site.slug)).filter((car) =>
    isListedOnDealerSite(car, site, now),
  );
  const paths = [
    "/",
    ...stockShortcuts(site).map((link) => link.href ?? "/"),
    ...cars.map((car) => `/cars/${encodeURIComponent(car.slug ?? car.id)}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((p) => `  <url><loc>${escapeXml(`${base}${p}`)}</loc></url>`).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}

// Per tenant (the host is a parameter), so never prerendered at build time.
export const dynamic = "force-dynamic";
