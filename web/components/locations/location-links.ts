import type { SiteConfig } from "@forecourt/core";

/** Where a location card's Book a Service and Parts Enquiry buttons go on this site. */
export type LocationSiteLinks = { service: string | null; parts: string | null };

/** §2 service booking: the external manufacturer page where configured, else the first service route. */
export function locationSiteLinks(site: SiteConfig): LocationSiteLinks {
  const service = site.serviceBooking.externalUrl ?? site.serviceBooking.routes[0] ?? null;
  const parts = site.pages.includes("/vehicle-parts-and-accessories")
    ? "/vehicle-parts-and-accessories"
    : null;
  return { service, parts };
}
