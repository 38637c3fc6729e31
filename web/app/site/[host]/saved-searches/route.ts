import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_LIMIT_MESSAGE,
  SavedSearchRequest,
  signInUrl,
} from "@forecourt/core";
import { isSameOrigin, savedSearchesHome, seeOther } from "@/lib/account/saved-searches";
import { signedInUser } from "@/lib/account/server";
import { getPlatform } from "@/lib/platform";
import { searchViewFor } from "@/lib/search";
import { siteForHost } from "@/lib/tenant";

/**
 * Issue 14 §3 "Save this search" (a form POST from the search page): saves the canonical
 * address for the signed-in shopper and shows it in their account area; a signed-out shopper
 * signs in first and comes back to the search.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await siteForHost((await params).host);
  const home = site ? savedSearchesHome(site) : null;
  if (!site || !home) return Response.json({ error: "Not found" }, { status: 404 });
  if (!isSameOrigin(request)) return Response.json({ error: "Forbidden" }, { status: 403 });
  const form = await request.formData().catch(() => null);
  const parsed = SavedSearchRequest.safeParse({ href: form?.get("href") ?? undefined });
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
  }
  const user = await signedInUser(site);
  if (!user) return seeOther(signInUrl("my-garage", parsed.data.href, parsed.data.href));
  const target = new URL(parsed.data.href, "http://site.local");
  const now = new Date();
  const view = await searchViewFor(site, target.pathname, target.search, now);
  if (!view) return Response.json({ error: "href names nothing on this site" }, { status: 400 });
  const platform = await getPlatform();
  const saved = await platform.savedSearches.save(
    site.slug,
    user.id,
    { href: view.href, label: view.title },
    now,
    MAX_SAVED_SEARCHES,
  );
  if (!saved.ok) return Response.json({ error: SAVED_SEARCH_LIMIT_MESSAGE }, { status: 409 });
  return seeOther(home);
}
