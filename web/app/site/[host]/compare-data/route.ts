import { compareIds, compareView } from "@/lib/compare";
import { siteForHost } from "@/lib/tenant";

/** JSON for /compare: the shopper's local compare list (?ids=a,b) as core's compare table. */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await siteForHost((await params).host);
  if (!site?.features.compare) return Response.json({ error: "Not found" }, { status: 404 });
  const ids = compareIds(new URL(request.url).searchParams.get("ids") ?? "");
  const view = await compareView(site, ids, new Date());
  return Response.json(view, { headers: { "cache-control": "no-store" } });
}
