import {
  buildStockQuery,
  countNewSince,
  garageRoute,
  newSinceText,
  resolveSearchUrl,
  type SavedSearch,
  type SiteConfig,
  type User,
} from "@forecourt/core";
import { getPlatform } from "@/lib/platform";
import { hostOfRequest } from "@/lib/request-host";
import { siteStockVocabulary } from "@/lib/stock-vocabulary";

export type SavedSearchView = {
  id: string;
  label: string;
  href: string;
  openHref: string;
  deleteHref: string;
  /** "3 new since your last visit", or null. */
  newText: string | null;
};

/** The shopper's saved searches with how many cars each gained since they last opened it. */
export async function savedSearchViews(
  site: SiteConfig,
  user: User,
  now: Date,
): Promise<SavedSearchView[]> {
  const platform = await getPlatform();
  const vocabulary = await siteStockVocabulary(site);
  const saved = await platform.savedSearches.list(site.slug, user.id);
  return Promise.all(saved.map(async (search) => view(search)));

  async function view(search: SavedSearch): Promise<SavedSearchView> {
    const read = resolveSearchUrl(search.href, site, vocabulary);
    let newText: string | null = null;
    // A saved address the site no longer sells (a make gone) simply has nothing new.
    if (read.ok) {
      const query = buildStockQuery(site, read.state, now);
      // Cars whose feed gave no created_at sort last: those the store first saw after the last
      // visit are looked up by id (countNewSince), never by reading every hit of the search.
      const firstSeen = await platform.stock.undatedFirstSeenSince(site.slug, search.lastSeenAt);
      const found = await countNewSince(
        (q) => platform.search.search(q),
        query,
        search.lastSeenAt,
        firstSeen,
      );
      newText = newSinceText(found);
    }
    const base = `/saved-searches/${encodeURIComponent(search.id)}`;
    return {
      id: search.id,
      label: search.label,
      href: search.href,
      openHref: base,
      deleteHref: `${base}/delete`,
      newText,
    };
  }
}

/** Where the account area lists saved searches, or null on a site without a garage. */
export function savedSearchesHome(site: SiteConfig): string | null {
  const garage = garageRoute(site);
  return garage ? `${garage}#saved-searches` : null;
}

/**
 * A form POST from another site is refused: the Origin a browser sends must name this host
 * (the shopper's session cookie would otherwise let any page save or delete for them).
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return request.headers.get("sec-fetch-site") !== "cross-site";
  const host = hostOfRequest(request.headers);
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A 303 to a path on this site (relative Location: the browser keeps the tenant's host). */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { location: path } });
}
