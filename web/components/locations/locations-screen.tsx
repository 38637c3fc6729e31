import { calendarDateIn, type Location, type SiteConfig } from "@forecourt/core";
import { Suspense } from "react";
import { clientSite } from "@/components/forms/client-site";
import { SiteProvider } from "@/components/forms/site-context";
import { locationSiteLinks } from "./location-links";
import { LocationsList } from "./locations-list";

type Props = {
  site: SiteConfig;
  locations?: Location[];
  /** locationQuery from the URL: loading the page with it restores the filter. */
  query?: string;
  searchable?: boolean;
  focusLocationId?: string;
};

/** The locations list for a site (all its locations, or the ones given). */
export function LocationsScreen({
  site,
  locations = site.locations,
  query = "",
  searchable = true,
  focusLocationId,
}: Props) {
  // The server's clock gives the first render's date; the browser's takes over (useToday).
  const today = calendarDateIn(new Date());
  return (
    <SiteProvider site={clientSite(site)}>
      <Suspense>
        <LocationsList
          locations={locations}
          today={today}
          links={locationSiteLinks(site)}
          listLayout={site.features.locationsLayout === "list"}
          initialQuery={query}
          searchable={searchable}
          focusLocationId={focusLocationId}
        />
      </Suspense>
    </SiteProvider>
  );
}
