import { calendarDateIn, type Location, type SiteConfig } from "@forecourt/core";
import { Suspense } from "react";
import { clientSite } from "@/components/forms/client-site";
import { SiteProvider } from "@/components/forms/site-context";
import { locationSiteLinks } from "./location-links";
import { LocationsList } from "./locations-list";

type Props = { site: SiteConfig; locations?: Location[]; query?: string };

/** The locations list for a site (all its locations, or the ones given). */
export function LocationsScreen({ site, locations = site.locations, query = "" }: Props) {
  // The clock is read here, at the edge; hours are computed by core from this date.
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
        />
      </Suspense>
    </SiteProvider>
  );
}
