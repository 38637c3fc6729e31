import { SavedSearchRequest, signInUrl } from "@forecourt/core";
import { savedSearchesHome, seeOther } from "@/lib/account/saved-searches";
import { callApi } from "@/lib/api-app";
import { siteForHost } from "@/lib/tenant";

/**
 * Issue 14 §3 "Save this search" (a form POST from the search page, working without script):
 * sent on to POST /api/saved-searches, so the API's rate limits, origin check and problem+json
 * answers apply (issue 31 §1). Saved: on to the account area; signed out: sign in first and
 * come back to the search; refused: the API's problem as it answered it.
 */
export async function POST(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const form = await request.formData().catch(() => null);
  const href = form?.get("href");
  const answer = await callApi(request, "/api/saved-searches", {
    method: "POST",
    json: typeof href === "string" ? { href } : {},
  });
  const site = await siteForHost((await params).host);
  const home = site ? savedSearchesHome(site) : null;
  if (answer.ok && home) return seeOther(home);
  const asked = SavedSearchRequest.safeParse({ href });
  if (answer.status === 401 && asked.success) {
    return seeOther(signInUrl("my-garage", asked.data.href, asked.data.href));
  }
  return answer;
}
