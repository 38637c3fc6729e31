import type { AutoDealer, OpeningHoursSpecification } from "schema-dts";
import { locationPageLink } from "../locations/links";
import {
  WEEKDAY_NAMES as DAY_NAMES,
  hoursOn,
  openingHoursForType,
  specialHoursDate,
} from "../locations/opening-hours";
import { reviewSummaryView } from "../reviews/summary";
import type { Location } from "../schemas/location";
import type { SiteConfig } from "../schemas/site-config";

/** "8:30" or "08:30 am" → "08:30": schema.org wants 24-hour hh:mm. */
function hhmm(time: string | null | undefined): string | null {
  const m = time ? /^(\d{1,2}):(\d{2})\s*(am|pm)?/i.exec(time.trim()) : null;
  if (!m) return null;
  let hour = Number(m[1]);
  const suffix = m[3]?.toLowerCase();
  if (suffix === "pm" && hour < 12) hour += 12;
  if (suffix === "am" && hour === 12) hour = 0;
  return `${String(hour).padStart(2, "0")}:${m[2]}`;
}

/** The location's @id: its page URL with a fragment, so a vehicle's seller can point at it. */
export function dealerId(location: Pick<Location, "slug" | "dealership_slug">, baseUrl: string) {
  return `${baseUrl}${locationPageLink(location)}#dealer`;
}

/**
 * Weekly hours (the sales hours, or the location's own type) plus each special-hours date as a
 * one-day specification; a closed special day is opens = closes = 00:00, as Google documents.
 */
export function openingHoursSpecification(location: Location): OpeningHoursSpecification[] {
  const weekly = openingHoursForType(location).flatMap((h): OpeningHoursSpecification[] => {
    const opens = hhmm(h.open);
    const closes = hhmm(h.close);
    if (h.status !== "Open" || !opens || !closes) return [];
    return [
      { "@type": "OpeningHoursSpecification", dayOfWeek: DAY_NAMES[h.weekday], opens, closes },
    ];
  });
  const special = (location.special_hours ?? []).flatMap((s): OpeningHoursSpecification[] => {
    const date = specialHoursDate(s.date);
    if (!date || (s.location_id && s.location_id !== location.id)) return [];
    const day = hoursOn(location, date);
    const opens = day.status === "Open" ? hhmm(day.open) : "00:00";
    const closes = day.status === "Open" ? hhmm(day.close) : "00:00";
    if (!opens || !closes) return [];
    const spec: OpeningHoursSpecification = {
      "@type": "OpeningHoursSpecification",
      validFrom: date,
      validThrough: date,
      opens,
      closes,
    };
    return [spec];
  });
  return [...weekly, ...special];
}

/** schema.org AutoDealer for one location: address, geo, phone, hours and its review aggregate. */
export function autoDealerJsonLd(
  location: Location,
  site: Pick<SiteConfig, "name" | "reviewsSettings">,
  baseUrl: string,
  country: string,
): Exclude<AutoDealer, string> {
  const a = location.address;
  const average = location.reviews?.average_rating ?? location.average_rating;
  const count = location.reviews?.count ?? location.review_count ?? 0;
  // Only the rating the page shows (§9 minimum, reviews not hidden) is claimed to crawlers.
  const summary =
    average != null && count > 0
      ? reviewSummaryView({ average_rating: String(average), count }, site.reviewsSettings)
      : null;
  return {
    "@type": "AutoDealer",
    "@id": dealerId(location, baseUrl),
    name: location.name,
    url: `${baseUrl}${locationPageLink(location)}`,
    telephone:
      location.contact_detail?.phone ?? location.contact_detail?.landline_phone ?? undefined,
    address: a
      ? {
          "@type": "PostalAddress",
          streetAddress: a.street ?? undefined,
          addressLocality: a.city ?? undefined,
          addressRegion: a.state ?? undefined,
          postalCode: a.postcode ?? undefined,
          addressCountry: country,
        }
      : undefined,
    geo:
      a?.lat != null && a.long != null
        ? { "@type": "GeoCoordinates", latitude: a.lat, longitude: a.long }
        : undefined,
    openingHoursSpecification: openingHoursSpecification(location),
    aggregateRating: summary?.showRating
      ? {
          "@type": "AggregateRating",
          ratingValue: summary.rating ?? undefined,
          reviewCount: summary.count,
          bestRating: 5,
        }
      : undefined,
    parentOrganization: { "@type": "Organization", name: site.name, url: `${baseUrl}/` },
  };
}
