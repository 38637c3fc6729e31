import type { SiteConfig } from "@forecourt/core";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { sitePage } from "./page-guard";
import { queryString } from "./query-string";
import { loadSearchView, type SearchView } from "./search";
import { siteBaseUrl } from "./tenant";
import { countZeroResultSearch } from "./zero-result-search";

export type SearchRouteProps = {
  params: Promise<{ host: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// One search per request: the page and its metadata share it (React cache is per request), and
// a search finding nothing is counted once, by this explicit call after it.
const viewFor = cache(async (site: SiteConfig, pathname: string, search: string) => {
  const now = new Date();
  const loaded = await loadSearchView(site, `${pathname}${search}`, now);
  if (!loaded.ok) return null;
  const { view, zeroResultSearch } = loaded.value;
  if (zeroResultSearch !== null) {
    await countZeroResultSearch(site, zeroResultSearch, await headers(), now);
  }
  return { site, view };
});

/**
 * The site and search view of a /search/... or /used-car/... route; a 404 (in the site's
 * chrome) for an unknown site, the bare search path (§2: not shown) or a path naming nothing.
 */
export async function loadSearchRoute(
  { params, searchParams }: SearchRouteProps,
  prefix: "/search" | "/used-car",
): Promise<{ site: SiteConfig; host: string; view: SearchView }> {
  // The one page guard (issue 31 §4); the site object is the resolver's, the same per host.
  const site = await sitePage(params);
  const { host, path } = await params;
  if (!path || path.length === 0) notFound();
  const pathname = `${prefix}/${path.map(encodeURIComponent).join("/")}`;
  const loaded = await viewFor(site, pathname, queryString(await searchParams));
  if (!loaded) notFound();
  return { ...loaded, host };
}

/** Title, description and canonical address of a search page. */
export async function searchRouteMetadata(
  props: SearchRouteProps,
  prefix: "/search" | "/used-car",
): Promise<Metadata> {
  const { site, host, view } = await loadSearchRoute(props, prefix);
  return {
    title: view.heading,
    description: `${view.heading} at ${site.name}. Filter by make, model, price, body and more, then enquire or book a test drive.`,
    alternates: { canonical: `${siteBaseUrl(site, host)}${view.href}` },
  };
}
