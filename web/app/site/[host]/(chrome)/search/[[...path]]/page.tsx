import type { Metadata } from "next";
import { SearchScreen } from "@/components/search/search-screen";
import { loadSearchRoute, type SearchRouteProps, searchRouteMetadata } from "@/lib/search-route";
import { siteBaseUrl } from "@/lib/tenant";

export function generateMetadata(props: SearchRouteProps): Promise<Metadata> {
  return searchRouteMetadata(props, "/search");
}

/** Every /search/... route of §2: the first page server-rendered, then client updates. */
export default async function SearchPage(props: SearchRouteProps) {
  const { site, host, view } = await loadSearchRoute(props, "/search");
  return <SearchScreen view={view} baseUrl={siteBaseUrl(site, host)} />;
}
