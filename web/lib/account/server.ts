import {
  carriesSessionCookie,
  gateDecision,
  gateFor,
  type SiteConfig,
  safeRelativePath,
  type User,
} from "@forecourt/core";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getPlatform } from "@/lib/platform";
import { hostOfRequest } from "@/lib/request-host";

/** The signed-in shopper of this site from the session cookie (§6), or null. */
export async function signedInUser(site: SiteConfig): Promise<User | null> {
  const h = await headers();
  if (!carriesSessionCookie(h.get("cookie"))) return null;
  const platform = await getPlatform();
  return platform.auth.session(site.slug, h);
}

/**
 * The page the shopper came from, as a path on this site (the §2 sign-in `back` target):
 * the Referer when it is this host, else the home page.
 */
export async function previousPage(): Promise<string> {
  const h = await headers();
  const referer = h.get("referer");
  const host = hostOfRequest(h);
  if (!referer || !host) return "/";
  try {
    const url = new URL(referer);
    if (url.host !== host) return "/";
    return safeRelativePath(`${url.pathname}${url.search}`, "/");
  } catch {
    return "/";
  }
}

/**
 * §4 gated access for a server-rendered page: the session is read before the page renders, so
 * "after loading ends" is always true here; a signed-out shopper on a gated route is redirected
 * to sign-in with the route as `redirect` and the previous page as `back`. Returns the user on a
 * gated route; on a route this site does not gate it returns null without reading the session.
 */
export async function gatePage(site: SiteConfig, path: string): Promise<User | null> {
  if (gateFor(path, site) === null) return null;
  const user = await signedInUser(site);
  const decision = gateDecision(
    { path, back: await previousPage(), signedIn: user !== null, loading: false },
    site,
  );
  if (decision.action === "redirect") redirect(decision.to);
  return user;
}

/** A route path with its query string, as the §2 `redirect` target is written. */
export function pathWithQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
