import { groupLocationsByName } from "@forecourt/core";
import type { Metadata } from "next";
import { PageShell } from "@/components/info/page-shell";
import { queryOf } from "@/components/info/site-pages";
import { LocationMap, locationPin } from "@/components/locations/location-map";
import { LocationsScreen } from "@/components/locations/locations-screen";
import { sitePage } from "@/lib/page-guard";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Dealer Locator" };

/** A dealership's name on the map without the group's name before it (the page names the group). */
function pinLabel(dealership: string, group: string): string {
  const rest = dealership.startsWith(`${group} `) ? dealership.slice(group.length + 1).trim() : "";
  return rest || dealership;
}

/** §2 /dealer-locator: every visible location as tabbed cards with the search box. */
export default async function DealerLocatorPage({ params, searchParams }: Props) {
  const site = await sitePage(params, { kind: "page", path: "/dealer-locator" });
  const query = (await queryOf(searchParams)).locationQuery ?? "";
  // One pin a dealership (its departments share an address), each linking to its page.
  const pins = groupLocationsByName(site.locations).flatMap((group) => {
    const first = group.tabs[0]?.location;
    const pin = first
      ? locationPin({ ...first, name: pinLabel(group.name, site.name) }, true)
      : null;
    return pin ? [pin] : [];
  });
  return (
    <PageShell title="Dealer Locator" wide>
      <div className="mb-8 max-w-3xl">
        <LocationMap id="locator" title={`${site.name} locations`} pins={pins} />
      </div>
      <LocationsScreen site={site} query={query} />
    </PageShell>
  );
}
