import { problemResponse } from "@/lib/problem-response";
import { loadSearchView } from "@/lib/search";
import { siteForHost } from "@/lib/tenant";
import { countZeroResultSearch } from "@/lib/zero-result-search";
import { SearchDataQuery } from "./search-data.schema";

/**
 * JSON for the search page's client updates: the view the page renders, for ?href=, through the
 * one search pipeline (issue 31 §3). Errors are problem+json, as the API's.
 */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await siteForHost((await params).host);
  if (!site) return problemResponse({ kind: "not-found", detail: "Unknown site" });
  const url = new URL(request.url);
  const parsed = SearchDataQuery.safeParse({ href: url.searchParams.get("href") ?? undefined });
  if (!parsed.success) {
    const detail = parsed.error.issues[0]?.message ?? "href is not valid";
    return problemResponse({ kind: "invalid", detail, field: "href" });
  }
  const target = new URL(parsed.data.href, "http://site.local");
  const now = new Date();
  const loaded = await loadSearchView(site, `${target.pathname}${target.search}`, now);
  if (!loaded.ok) return problemResponse(loaded.problem);
  const { view, zeroResultSearch } = loaded.value;
  if (zeroResultSearch !== null) {
    await countZeroResultSearch(site, zeroResultSearch, request.headers, now);
  }
  return Response.json(view, { headers: { "cache-control": "no-store" } });
}
