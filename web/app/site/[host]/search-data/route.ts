import { searchViewFor } from "@/lib/search";
import { siteForHost } from "@/lib/tenant";

/** JSON for the search page's client updates: the same view the page renders, for ?href=. */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await siteForHost((await params).host);
  if (!site) return Response.json({ error: "Unknown site" }, { status: 404 });
  const href = new URL(request.url).searchParams.get("href") ?? "";
  if (!href.startsWith("/search/") && !href.startsWith("/used-car/")) {
    return Response.json({ error: "href must be a /search/ or /used-car/ path" }, { status: 400 });
  }
  const target = new URL(href, "http://site.local");
  const view = await searchViewFor(site, target.pathname, target.search, new Date());
  if (!view) return Response.json({ error: "href names nothing on this site" }, { status: 404 });
  return Response.json(view, { headers: { "cache-control": "no-store" } });
}
