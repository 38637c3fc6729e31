import { listedCars, shopperCarSummary } from "@/lib/compare";
import { savedIds } from "@/lib/saved";
import { siteForHost } from "@/lib/tenant";

/** JSON for /saved: the shopper's favourite and viewed car ids (?ids=a,b) as cards' summaries. */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await siteForHost((await params).host);
  if (!site) return Response.json({ error: "Not found" }, { status: 404 });
  const now = new Date();
  const ids = savedIds(new URL(request.url).searchParams.get("ids") ?? "");
  const { shown, missing } = await listedCars(site, ids, now);
  return Response.json(
    { cars: shown.map((car) => shopperCarSummary(car, site, now)), missing },
    { headers: { "cache-control": "no-store" } },
  );
}
