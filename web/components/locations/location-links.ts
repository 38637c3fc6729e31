import type { Location, SiteConfig } from "@forecourt/core";

/** What a location card needs from its site beyond the location itself. */
export type LocationSiteLinks = {
  /** Where Book a Service goes: the external manufacturer page, else the first service route. */
  service: string | null;
  /** Where Parts Enquiry goes, when the site has the parts page. */
  parts: string | null;
  /** The logo shown for a location without a photo (its dealership's, else its brand's), by id. */
  logos: Record<string, string>;
};

/** The logo of a location's dealership website, else of the first brand it sells that has one. */
function logoOf(site: SiteConfig, location: Location): string | null {
  const dealership = site.dealer.dealership_websites.find(
    (w) => w.slug === location.dealership_slug && w.logo?.url,
  );
  if (dealership?.logo?.url) return dealership.logo.url;
  const brands = [...site.manufacturers, ...(site.manufacturer ? [site.manufacturer] : [])];
  for (const name of location.manufacturers ?? []) {
    const url = brands.find((m) => m.name === name)?.logo?.url;
    if (url) return url;
  }
  return null;
}

/** The site's links and logos for its location cards. */
export function locationSiteLinks(site: SiteConfig): LocationSiteLinks {
  const service = site.serviceBooking.externalUrl ?? site.serviceBooking.routes[0] ?? null;
  const parts = site.pages.includes("/vehicle-parts-and-accessories")
    ? "/vehicle-parts-and-accessories"
    : null;
  const logos: Record<string, string> = {};
  for (const location of site.locations) {
    const logo = location.image?.url ? null : logoOf(site, location);
    if (logo) logos[location.id] = logo;
  }
  return { service, parts, logos };
}
