import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SearchScreen } from "@/components/search/search-screen";
import { queryString } from "@/lib/query-string";
import { searchViewFor } from "@/lib/search";
import { siteBaseUrl, siteForHost } from "@/lib/tenant";

type Props = {
  params: Promise<{ host: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load({ params, searchParams }: Props, prefix: string) {
  const { host, path } = await params;
  const site = await siteForHost(host);
  // §2: the bare search results path is not shown.
  if (!site || !path || path.length === 0) notFound();
  const pathname = `${prefix}/${path.map(encodeURIComponent).join("/")}`;
  const view = await searchViewFor(site, pathname, queryString(await searchParams), new Date());
  return { site, host, view };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, host, view } = await load(props, "/search");
  return {
    title: view.title,
    description: `${view.title} at ${site.name}: ${view.countText}. Filter by make, model, price, body and more, then enquire or book a test drive.`,
    alternates: { canonical: `${siteBaseUrl(site, host)}${view.href}` },
  };
}

/** Every /search/... route of §2: the first page server-rendered, then client updates. */
export default async function SearchPage(props: Props) {
  const { view } = await load(props, "/search");
  return <SearchScreen view={view} />;
}
