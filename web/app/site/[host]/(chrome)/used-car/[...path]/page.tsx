import { notFound } from "next/navigation";
import { SearchScreen } from "@/components/search/search-screen";
import { queryString } from "@/lib/query-string";
import { searchViewFor } from "@/lib/search";
import { siteForHost } from "@/lib/tenant";

type Props = {
  params: Promise<{ host: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** §2 /used-car/{...}: stock search over used cars. */
export default async function UsedCarSearchPage({ params, searchParams }: Props) {
  const { host, path } = await params;
  const site = await siteForHost(host);
  if (!site) notFound();
  const pathname = `/used-car/${path.map(encodeURIComponent).join("/")}`;
  const view = await searchViewFor(site, pathname, queryString(await searchParams), new Date());
  return <SearchScreen view={view} />;
}
