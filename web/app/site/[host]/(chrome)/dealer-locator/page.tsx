import type { Metadata } from "next";
import { PageShell } from "@/components/info/page-shell";
import { queryOf, requireSitePage } from "@/components/info/site-pages";
import { LocationsScreen } from "@/components/locations/locations-screen";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Dealer Locator" };

/** §2 /dealer-locator: every visible location as tabbed cards with the search box. */
export default async function DealerLocatorPage({ params, searchParams }: Props) {
  const site = await requireSitePage(params, "/dealer-locator");
  const query = (await queryOf(searchParams)).locationQuery ?? "";
  return (
    <PageShell title="Dealer Locator" wide>
      <LocationsScreen site={site} query={query} />
    </PageShell>
  );
}
