import { garageRoute, newSinceText, type SiteConfig, type User } from "@forecourt/core";
import { listSavedSearches } from "@forecourt/core/use-cases/list-saved-searches";
import { getPlatform } from "@/lib/platform";
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
  const { savedSearches, search, stock } = await getPlatform();
  const listed = await listSavedSearches(
    { savedSearches, search, stock },
    {},
    { now, site, userId: user.id, vocabulary: await siteStockVocabulary(site) },
  );
  // listSavedSearches refuses nothing; a problem would be a new rule this page must learn.
  if (!listed.ok) throw new Error(`saved searches: ${listed.problem.kind}`);
  return listed.value.map((saved) => {
    const base = `/saved-searches/${encodeURIComponent(saved.id)}`;
    return {
      id: saved.id,
      label: saved.label,
      href: saved.href,
      openHref: base,
      deleteHref: `${base}/delete`,
      newText: saved.newSince ? newSinceText(saved.newSince) : null,
    };
  });
}

/** Where the account area lists saved searches, or null on a site without a garage. */
export function savedSearchesHome(site: SiteConfig): string | null {
  const garage = garageRoute(site);
  return garage ? `${garage}#saved-searches` : null;
}

/** A 303 to a path on this site (relative Location: the browser keeps the tenant's host). */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { location: path } });
}
