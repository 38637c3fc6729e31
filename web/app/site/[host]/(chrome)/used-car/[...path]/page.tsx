import type { Metadata } from "next";
import { SearchScreen } from "@/components/search/search-screen";
import { loadSearchRoute, type SearchRouteProps, searchRouteMetadata } from "@/lib/search-route";
import { siteBaseUrl } from "@/lib/tenant";

export function generateMetadata(props: SearchRouteProps): Promise<Metadata> {
  return searchRouteMetadata(props, "/used-car");
}

/** §2 /used-car/{...}: stock search over used cars. */
export default async function UsedCarSearchPage(props: SearchRouteProps) {
  const { site, host, view } = await loadSearchRoute(props, "/used-car");
  return <SearchScreen view={view} baseUrl={siteBaseUrl(site, host)} />;
}
