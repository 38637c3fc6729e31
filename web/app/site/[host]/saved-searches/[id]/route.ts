import { openSavedSearch } from "@forecourt/core/use-cases/open-saved-search";
import { savedSearchesHome, seeOther } from "@/lib/account/saved-searches";
import { signedInUser } from "@/lib/account/server";
import { getPlatform } from "@/lib/platform";
import { siteForHost } from "@/lib/tenant";

type Params = { params: Promise<{ host: string; id: string }> };

/** Opens a saved search (core's openSavedSearch: this visit becomes the last one), then the search. */
export async function GET(_request: Request, { params }: Params) {
  const { host, id } = await params;
  const site = await siteForHost(host);
  const home = site ? savedSearchesHome(site) : null;
  if (!site || !home) return Response.json({ error: "Not found" }, { status: 404 });
  const user = await signedInUser(site);
  if (!user) return seeOther(home);
  const { savedSearches } = await getPlatform();
  const opened = await openSavedSearch(
    { savedSearches },
    { id },
    { now: new Date(), site, userId: user.id },
  );
  return seeOther(opened.ok ? opened.value.href : home);
}
