import {
  addCalendarDays,
  calendarDateIn,
  type Location,
  locationTimeZone,
  publicSiteSettings,
  type SiteConfig,
} from "@forecourt/core";
import { holidaysFrom, locationHolidays } from "@forecourt/core/locations/public-holidays";
import { Suspense } from "react";
import { SiteProvider } from "@/components/forms/site-context";
import { HolidaysProvider, type LocationHolidays } from "./holidays-context";
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
  // The server's clock gives the first render's dates; the browser's takes over (useNow).
  const now = Date.now();
  return (
    <SiteProvider site={publicSiteSettings(site)}>
      <HolidaysProvider holidays={holidaysAround(site, locations, now)}>
        <Suspense>
          <LocationsList
            locations={locations}
            now={now}
            links={locationSiteLinks(site)}
            listLayout={site.features.locationsLayout === "list"}
            initialQuery={query}
            searchable={searchable}
            focusLocationId={focusLocationId}
          />
        </Suspense>
      </HolidaysProvider>
    </SiteProvider>
  );
}

/**
 * The days of holidays the cards get: a year from a week ago (about a dozen names a location),
 * so a visitor's clock that differs from the server's still finds the holidays of its week.
 */
const HOLIDAY_DAYS_BACK = 7;
const HOLIDAY_DAYS = 380;

/** Each location's public holidays around now, looked up on the server (issue 18). */
function holidaysAround(site: SiteConfig, locations: Location[], now: number): LocationHolidays {
  const found: LocationHolidays = {};
  for (const location of locations) {
    const start = addCalendarDays(
      calendarDateIn(new Date(now), locationTimeZone(location, site.country)),
      -HOLIDAY_DAYS_BACK,
    );
    found[location.id] = holidaysFrom(
      locationHolidays(location, site.country),
      start,
      HOLIDAY_DAYS,
    );
  }
  return found;
}
