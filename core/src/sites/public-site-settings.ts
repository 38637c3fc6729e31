import { Address, Location, OpeningHour, SpecialHours } from "../schemas/location";
import type { SiteConfig } from "../schemas/site-config";
import { FeatureSettings } from "../schemas/site-features";

declare const publicProjection: unique symbol;

/**
 * Issue 30 §1: the part of a site's settings a browser may hold — what client components need
 * (lead form selects and rules, opening hours, feature switches), and nothing else. Branded, so
 * only publicSiteSettings makes one: the stored SiteConfig cannot be passed where this is asked.
 */
export type PublicSiteSettings = {
  readonly slug: string;
  readonly name: string;
  readonly country: SiteConfig["country"];
  readonly dealerships: SiteConfig["dealerships"];
  readonly locations: Location[];
  readonly features: SiteConfig["features"];
  readonly [publicProjection]: true;
};

/**
 * The top-level settings the projection carries; every other one (the lead webhook, its secret
 * and the lead recipients above all) stays on the server.
 */
export const PUBLIC_SITE_SETTINGS = [
  "slug",
  "name",
  "country",
  "dealerships",
  "locations",
  "features",
] as const satisfies ReadonlyArray<keyof SiteConfig>;

/** A copy of `value` with only `keys` (the schema's own fields: a feed's extra keys are dropped). */
function only<T extends object>(value: T, keys: readonly string[]): T {
  const from = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of keys) if (Object.hasOwn(from, key)) copy[key] = from[key];
  return copy as T;
}

// A location's own lead recipients (issue 32) are the dealer's CRM addresses: server-side only.
const LOCATION_KEYS = Object.keys(Location.shape).filter((key) => key !== "leadRecipients");
const ADDRESS_KEYS = Object.keys(Address.shape);
const OPENING_HOUR_KEYS = Object.keys(OpeningHour.shape);
const SPECIAL_HOURS_KEYS = Object.keys(SpecialHours.shape);
const FEATURE_KEYS = Object.keys(FeatureSettings.shape);

/** A location as the browser gets it: its schema's fields only, at every level. */
function publicLocation(location: Location): Location {
  const contact = location.contact_detail;
  const image = location.image;
  return {
    ...only(location, LOCATION_KEYS),
    address: location.address && only(location.address, ADDRESS_KEYS),
    contact_detail: contact && {
      phone: contact.phone,
      landline_phone: contact.landline_phone,
      opening_hours: contact.opening_hours?.map((h) => only(h, OPENING_HOUR_KEYS)),
    },
    special_hours: location.special_hours?.map((s) => ({
      ...only(s, SPECIAL_HOURS_KEYS),
      hours: s.hours && { begin: s.hours.begin, end: s.hours.end },
    })),
    image: image && { url: image.url, thumb: image.thumb && { url: image.thumb.url } },
    distribution_locations: location.distribution_locations?.map((d) => ({
      id: d.id,
      name: d.name,
    })),
    reviews: location.reviews && {
      average_rating: location.reviews.average_rating,
      count: location.reviews.count,
    },
  };
}

/**
 * The one projection of a site's settings that may leave the server for a browser (issue 30
 * §1): an allow-list, built field by field, never a copy of the stored settings.
 */
export function publicSiteSettings(site: SiteConfig): PublicSiteSettings {
  const projection = {
    slug: site.slug,
    name: site.name,
    country: site.country,
    dealerships: site.dealerships.map((d) => ({ id: d.id, name: d.name, slug: d.slug })),
    locations: site.locations.map(publicLocation),
    features: only(site.features, FEATURE_KEYS),
  };
  return projection as PublicSiteSettings;
}
