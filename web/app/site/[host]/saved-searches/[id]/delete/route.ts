import { isSameOrigin, savedSearchesHome, seeOther } from "@/lib/account/saved-searches";
import { signedInUser } from "@/lib/account/server";
import { getPlatform } from "@/lib/platform";
import { siteForHost } from "@/lib/tenant";

type Params = { params: Promise<{ host: string; id: string }> };

/** Deletes one of the signed-in shopper's saved searches (a form POST from the account area). */
export async function POST(request: Request, { params }: Params) {
  const { host, id } = await params;
  const site = await siteForHost(host);
  const home = site ? savedSearchesHome(site) : null;
  if (!site || !home) return Response.json({ error: "Not found" }, { status: 404 });
  if (!isSameOrigin(request)) return Response.json({ error: "Forbidden" }, { status: 403 });
  const user = await signedInUser(site);
  if (user) await (await getPlatform()).savedSearches.remove(site.slug, user.id, id);
  return seeOther(home);
}
