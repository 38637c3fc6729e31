import { savedSearchesHome, seeOther } from "@/lib/account/saved-searches";
import { signedInUser } from "@/lib/account/server";
import { getPlatform } from "@/lib/platform";
import { siteForHost } from "@/lib/tenant";

type Params = { params: Promise<{ host: string; id: string }> };

/** Opens a saved search: this visit becomes the last one (its new cars are seen), then the search. */
export async function GET(_request: Request, { params }: Params) {
  const { host, id } = await params;
  const site = await siteForHost(host);
  const home = site ? savedSearchesHome(site) : null;
  if (!site || !home) return Response.json({ error: "Not found" }, { status: 404 });
  const user = await signedInUser(site);
  if (!user) return seeOther(home);
  const platform = await getPlatform();
  const seen = await platform.savedSearches.markSeen(site.slug, user.id, id, new Date());
  return seeOther(seen ? seen.href : home);
}
