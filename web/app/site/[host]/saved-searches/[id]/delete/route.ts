import { savedSearchesHome, seeOther } from "@/lib/account/saved-searches";
import { callApi } from "@/lib/api-app";
import { siteForHost } from "@/lib/tenant";

type Params = { params: Promise<{ host: string; id: string }> };

/**
 * Deletes one of the signed-in shopper's saved searches (a form POST from the account area)
 * through DELETE /api/saved-searches/{id}, under the API's limits and origin check. Back to the
 * list when it is gone, was gone already or the shopper is signed out; else the API's problem.
 */
export async function POST(request: Request, { params }: Params) {
  const { host, id } = await params;
  const answer = await callApi(request, `/api/saved-searches/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
  const site = await siteForHost(host);
  const home = site ? savedSearchesHome(site) : null;
  const done = answer.ok || answer.status === 404 || answer.status === 401;
  if (done && home) return seeOther(home);
  return answer;
}
